import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import toast from 'react-hot-toast';
import { z } from 'zod';
import { Lock } from 'lucide-react';
import {
  COMPANY_SIZES,
  companyLocationsTextSchema,
  companyPageText,
  companyProfileText,
  companySizeChoice,
  companyWebsiteText,
  profileMessages,
  validationMessages,
  type User,
} from '@hireloop/shared';
import { CompanyLogo } from '@/components/jobs/company-logo';
import { UserAvatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { InputField } from '@/components/ui/input-field';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-error';
import { useUpdateCompanyProfile } from '../api/update-company-profile';
import { ImagePicker } from './image-picker';

/**
 * Full name is required (docs/product.md section 5, profile header). The company name is required too: it is
 * what every job post shows, and sign-up asks for it with the same message.
 */
const companyFormSchema = z.object({
  name: z.string().trim().min(1, profileMessages.nameRequired).max(120),
  companyName: z.string().trim().min(1, validationMessages.companyNameRequired).max(160),
  companyDescription: z.string().trim().max(5000),
  // The public company page's fields, with the server's own rules (packages/shared/src/company-page.ts).
  companyWebsite: companyWebsiteText,
  companySize: companySizeChoice,
  companyLocations: companyLocationsTextSchema,
});

/** What the boxes hold: the locations are one comma-separated text box. */
type CompanyFormFields = z.input<typeof companyFormSchema>;
type CompanyFormValues = z.output<typeof companyFormSchema>;

interface CompanyProfileFormProps {
  user: User;
  onDone: () => void;
}

/**
 * The edit form of docs/product.md 2.22: avatar and logo uploads, name, locked e-mail, company name and
 * description.
 */
export function CompanyProfileForm({ user, onDone }: CompanyProfileFormProps) {
  const update = useUpdateCompanyProfile();
  const [avatar, setAvatar] = useState<string | null>(user.avatar);
  const [companyLogo, setCompanyLogo] = useState<string | null>(user.companyLogo);
  const [uploads, setUploads] = useState(0);
  const trackUpload = (uploading: boolean) => setUploads((n) => Math.max(0, n + (uploading ? 1 : -1)));
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<CompanyFormFields, unknown, CompanyFormValues>({
    resolver: zodResolver(companyFormSchema),
    defaultValues: {
      name: user.fullName || user.name,
      companyName: user.companyName,
      companyDescription: user.companyDescription,
      companyWebsite: user.companyWebsite,
      companySize: COMPANY_SIZES.find((size) => size === user.companySize) ?? '',
      companyLocations: user.companyLocations.join(', '),
    },
  });
  const name = watch('name');
  const companyName = watch('companyName');

  const onSubmit = handleSubmit((values) =>
    update.mutate(
      { ...values, avatar, companyLogo },
      {
        onSuccess: () => {
          toast.success(profileMessages.companyProfileUpdated);
          onDone();
        },
        onError: (error) => toast.error(errorMessage(error, profileMessages.updateFailed)),
      },
    ),
  );

  const busy = update.isPending || uploads > 0;

  return (
    <Card className="overflow-hidden">
      <div className="border-b border-slate-100 px-5 py-4 sm:px-6 dark:border-slate-800">
        <h2 className="text-lg font-semibold text-slate-900 dark:text-white">
          {companyProfileText.editTitle}
        </h2>
        <p className="text-sm text-slate-500 dark:text-slate-400">{companyProfileText.editSubtitle}</p>
      </div>
      <form
        onSubmit={onSubmit}
        noValidate
        aria-label={companyProfileText.editTitle}
        className="space-y-6 p-5 sm:p-6"
      >
        <div className="grid gap-6 rounded-2xl bg-slate-50 p-4 sm:grid-cols-2 sm:p-5 dark:bg-slate-800/40">
          <ImagePicker
            label={companyProfileText.avatar}
            chooseLabel={companyProfileText.choosePicture}
            value={avatar}
            onChange={setAvatar}
            onUploadingChange={trackUpload}
            testId="avatar-input"
            preview={
              <div className="rounded-full [&>*]:size-16 [&>*]:ring-4 [&>span]:text-xl sm:[&>*]:size-20 sm:[&>span]:text-2xl">
                <UserAvatar name={name} avatar={avatar} size="lg" />
              </div>
            }
          />
          <ImagePicker
            label={companyProfileText.companyLogo}
            chooseLabel={companyProfileText.chooseLogo}
            value={companyLogo}
            onChange={setCompanyLogo}
            onUploadingChange={trackUpload}
            testId="company-logo-input"
            preview={
              <CompanyLogo src={companyLogo} companyName={companyName || user.companyName} size="lg" />
            }
          />
        </div>

        <div className="grid gap-5 sm:grid-cols-2">
          <InputField
            id="company-profile-name"
            label={companyProfileText.fullName}
            required
            error={errors.name?.message}
            autoComplete="name"
            {...register('name')}
          />
          <Field
            htmlFor="company-profile-email"
            label={companyProfileText.email}
            hint={companyProfileText.emailReadOnly}
          >
            <Input
              id="company-profile-email"
              type="email"
              value={user.email}
              disabled
              rightSlot={<Lock className="mr-2.5 size-4 text-slate-400" aria-hidden="true" />}
            />
          </Field>
          <div className="sm:col-span-2">
            <InputField
              id="company-profile-company"
              label={companyProfileText.companyName}
              required
              error={errors.companyName?.message}
              autoComplete="organization"
              {...register('companyName')}
            />
          </div>
          <div className="sm:col-span-2">
            <Field
              htmlFor="company-profile-description"
              label={companyProfileText.companyDescription}
              error={errors.companyDescription?.message}
            >
              <Textarea
                id="company-profile-description"
                rows={6}
                placeholder={companyProfileText.companyDescriptionPlaceholder}
                invalid={Boolean(errors.companyDescription)}
                {...register('companyDescription')}
              />
            </Field>
          </div>
          <InputField
            id="company-profile-website"
            label={companyPageText.website}
            type="url"
            inputMode="url"
            autoComplete="url"
            placeholder={companyPageText.websitePlaceholder}
            error={errors.companyWebsite?.message}
            {...register('companyWebsite')}
          />
          <Field
            htmlFor="company-profile-size"
            label={companyPageText.size}
            error={errors.companySize?.message}
          >
            <Select
              id="company-profile-size"
              options={COMPANY_SIZES.map((size) => ({
                value: size,
                label: companyPageText.sizeEmployees(size),
              }))}
              placeholder={companyPageText.sizeNotGiven}
              invalid={Boolean(errors.companySize)}
              {...register('companySize')}
            />
          </Field>
          <div className="sm:col-span-2">
            <InputField
              id="company-profile-locations"
              label={companyPageText.locations}
              placeholder={companyPageText.locationsPlaceholder}
              hint={companyPageText.locationsHint}
              error={errors.companyLocations?.message}
              {...register('companyLocations')}
            />
          </div>
        </div>

        <div className="flex flex-col-reverse gap-2 border-t border-slate-100 pt-5 sm:flex-row sm:justify-end dark:border-slate-800">
          <Button variant="secondary" onClick={onDone} disabled={update.isPending}>
            {companyProfileText.cancel}
          </Button>
          <Button type="submit" loading={update.isPending} disabled={busy}>
            {update.isPending ? companyProfileText.saving : companyProfileText.save}
          </Button>
        </div>
      </form>
    </Card>
  );
}
