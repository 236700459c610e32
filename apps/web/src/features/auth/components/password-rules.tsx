import { Check, Circle } from 'lucide-react';
import { SIGNUP_PASSWORD_MIN } from '@hireloop/shared';
import { cn } from '@/components/ui/cn';

const rules = [
  {
    label: `At least ${SIGNUP_PASSWORD_MIN} characters`,
    test: (v: string) => v.length >= SIGNUP_PASSWORD_MIN,
  },
  { label: 'One lowercase letter', test: (v: string) => /[a-z]/.test(v) },
  { label: 'One uppercase letter', test: (v: string) => /[A-Z]/.test(v) },
  { label: 'One number', test: (v: string) => /[0-9]/.test(v) },
];

/** Live hints for the sign-up password rules (docs/product.md section 5). */
export function PasswordRules({ password, id }: { password: string; id?: string }) {
  return (
    <ul id={id} className="grid grid-cols-1 gap-1 pt-1 sm:grid-cols-2" aria-label="Password requirements">
      {rules.map((rule) => {
        const met = rule.test(password);
        return (
          <li
            key={rule.label}
            className={cn(
              'flex items-center gap-1.5 text-xs transition-colors',
              met ? 'text-emerald-600 dark:text-emerald-400' : 'text-slate-500 dark:text-slate-400',
            )}
          >
            {met ? (
              <Check className="size-3.5" aria-hidden="true" />
            ) : (
              <Circle className="size-3" aria-hidden="true" />
            )}
            <span>{rule.label}</span>
            <span className="sr-only">{met ? '(met)' : '(not met)'}</span>
          </li>
        );
      })}
    </ul>
  );
}
