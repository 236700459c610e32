import { LogOut } from 'lucide-react';
import { navText } from '@hireloop/shared';
import { Logo } from '@/components/site/logo';
import { UserAvatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { ThemeToggle } from '@/components/ui/theme-toggle';
import { SkipLink } from '@/components/ui/skip-link';

interface KycHeaderProps {
  name: string;
  avatar: unknown;
  onLogout: () => void;
}

/** The identity check's own top bar: the job seeker menu opens only once the check is done. */
export function KycHeader({ name, avatar, onLogout }: KycHeaderProps) {
  return (
    <header className="border-b border-slate-200/80 bg-white/85 backdrop-blur-xl dark:border-slate-800 dark:bg-slate-950/85">
      <SkipLink />
      <div className="mx-auto flex h-16 max-w-5xl items-center gap-3 px-4 sm:px-6">
        <Logo />
        <div className="ml-auto flex items-center gap-2 sm:gap-3">
          <ThemeToggle />
          <UserAvatar name={name} avatar={avatar} size="sm" />
          <span className="hidden text-sm font-semibold text-slate-700 sm:inline dark:text-slate-200">
            {name}
          </span>
          <Button
            variant="secondary"
            size="sm"
            icon={<LogOut className="size-4" aria-hidden="true" />}
            onClick={onLogout}
          >
            {navText.logout}
          </Button>
        </div>
      </div>
    </header>
  );
}
