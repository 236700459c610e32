import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import toast from 'react-hot-toast';
import { z } from 'zod';
import { Lock } from 'lucide-react';
import { profileMessages, profileText, type User } from '@hireloop/shared';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useUpdateProfile } from '../api/update-profile';
import { detailFields } from '../lib/detail-fields';

/**
 * docs/product.md section 5, profile header: full name (and the read-only e-mail) required, no other check.
 */
const headerSchema = z.object({
  name: z.string().trim().min(1, profileMessages.nameRequired).max(120),
  title: z.string().trim().max(160),
  company: z.string().trim().max(160),
  location: z.string().trim().max(160),
  phone: z.string().trim().max(40),
  experience: z.string().trim().max(80),
  ctc: z.string().trim().max(80),
  noticePeriod: z.string().trim().max(80),
});

type HeaderValues = z.infer<typeof headerSchema>;

interface HeaderEditFormProps {
  user: User;
  onDone: () => void;
}

/** The header in edit mode: name, job title and company, then the detail tiles as inputs. */
export function HeaderEditForm({ user, onDone }: HeaderEditFormProps) {
  const update = useUpdateProfile();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<HeaderValues>({
    resolver: zodResolver(headerSchema),
    defaultValues: {
      name: user.fullName || user.name,
      title: user.title,
      company: user.company,
      location: user.location,
      phone: user.phone,
      experience: user.experience,
      ctc: user.ctc,
      noticePeriod: user.noticePeriod,
    },
  });

  const onSubmit = handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: () => {
        toast.success(profileMessages.profileUpdated);
        onDone();
      },
      onError: () => toast.error(profileMessages.profileUpdateFailed),
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label={profileText.editProfile} className="space-y-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field htmlFor="profile-name" label={profileText.fullName} required error={errors.name?.message}>
          <Input
            id="profile-name"
            autoComplete="name"
            aria-required="true"
            invalid={Boolean(errors.name)}
            aria-describedby={errors.name ? 'profile-name-error' : undefined}
            {...register('name')}
          />
        </Field>
        <Field htmlFor="profile-email" label={profileText.email} required hint={profileText.emailReadOnly}>
          <Input
            id="profile-email"
            type="email"
            value={user.email}
            readOnly
            aria-readonly="true"
            className="cursor-not-allowed bg-slate-50 text-slate-500 dark:bg-slate-800/60 dark:text-slate-400"
            rightSlot={<Lock className="mr-2.5 size-4 text-slate-400" aria-hidden="true" />}
          />
        </Field>
        <Field htmlFor="profile-title" label={profileText.jobTitle}>
          <Input id="profile-title" placeholder="e.g. Senior Frontend Engineer" {...register('title')} />
        </Field>
        <Field htmlFor="profile-company" label={profileText.company}>
          <Input id="profile-company" placeholder="e.g. Northwind Labs" {...register('company')} />
        </Field>
      </div>

      <div className="grid gap-4 border-t border-slate-100 pt-5 sm:grid-cols-2 lg:grid-cols-3 dark:border-slate-800">
        {detailFields.map(({ key, label, icon: Icon, placeholder, type }) =>
          key === 'email' ? null : (
            <Field key={key} htmlFor={`profile-${key}`} label={label}>
              <Input
                id={`profile-${key}`}
                type={type ?? 'text'}
                placeholder={placeholder}
                leftIcon={<Icon className="size-4" />}
                {...register(key)}
              />
            </Field>
          ),
        )}
      </div>

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone} disabled={update.isPending}>
          {profileText.cancel}
        </Button>
        <Button type="submit" loading={update.isPending}>
          {profileText.save}
        </Button>
      </div>
    </form>
  );
}
