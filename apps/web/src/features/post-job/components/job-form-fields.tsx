import type { ReactNode } from 'react';
import { Controller, useWatch, type FieldError, type UseFormReturn } from 'react-hook-form';
import type { JobForm } from '@hireloop/shared';
import {
  CATEGORY_OPTIONS,
  JOB_TEXT_LIMITS,
  postJobText,
  DEPARTMENT_OPTIONS,
  EDUCATION_OPTIONS,
  EMPLOYMENT_TYPE_OPTIONS,
  INDUSTRY_OPTIONS,
  JOB_TYPE_OPTIONS,
  SALARY_STEP,
} from '@hireloop/shared';
import { Card } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { errorGroupOf, type JobFormField, type JobFormValues } from '../hooks/job-form-values';
import { Select } from '@/components/ui/select';
import { KeySkillsInput } from './key-skills-input';

type JobFormApi = UseFormReturn<JobFormValues, unknown, JobForm>;

const idOf = (name: JobFormField) => `job-${name}`;

/** Description and requirements are paragraphs: a taller box, airier lines. */
const proseBox = 'min-h-32 py-3 leading-relaxed';

/** How much of a long text's limit is used, counted as the schema counts (trimmed); red past it. */
function LengthCounter({ id, length, max }: { id: string; length: number; max: number }) {
  return (
    <span
      id={id}
      data-testid="length-counter"
      className={cn(
        'text-xs text-slate-500 tabular-nums dark:text-slate-400',
        length > max && 'font-semibold text-rose-600 dark:text-rose-400',
      )}
    >
      {postJobText.textLength(length, max)}
    </span>
  );
}

/** The key skills' error: of the list (too many), else of the first skill that breaks a rule. */
function keySkillsError(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  if ('message' in error && typeof error.message === 'string') return error.message;
  return Object.values(error as Record<string, FieldError | undefined>).find((e) => e?.message)?.message;
}

/** The job form's inputs (docs/product.md section 3, "Job form"), grouped in cards. */
export function JobFormFields({ form }: { form: JobFormApi }) {
  const {
    register,
    clearErrors,
    control,
    formState: { errors },
  } = form;

  const errorOf = (name: JobFormField) => errors[name]?.message;
  /** The input's registration; editing clears the field's error (and its range partner's). */
  const bind = (name: JobFormField) => ({
    ...register(name, { onChange: () => clearErrors(errorGroupOf(name)) }),
    id: idOf(name),
    invalid: Boolean(errors[name]),
    'aria-describedby': errors[name] ? `${idOf(name)}-error` : undefined,
  });
  const [description = '', requirements = ''] = useWatch({ control, name: ['description', 'requirements'] });
  /** A long text's box is described by its length counter as well as by its error. */
  const withLength = (binding: ReturnType<typeof bind>) => ({
    ...binding,
    'aria-describedby': [`${binding.id}-length`, binding['aria-describedby']].filter(Boolean).join(' '),
  });
  const salaryError = errorOf('salaryMin') ?? errorOf('salaryMax');
  const experienceError = errorOf('experienceMin') ?? errorOf('experienceMax');
  /** A range input: the pair shares one error line. */
  const bindRange = (name: JobFormField, groupId: string, error: string | undefined) => ({
    ...bind(name),
    invalid: Boolean(error),
    'aria-describedby': error ? `${groupId}-error` : undefined,
  });

  return (
    <div className="space-y-6">
      <Section title="Job Details" description="The essentials candidates see first.">
        <div className="grid gap-5 sm:grid-cols-2">
          <div className="sm:col-span-2">
            <Field htmlFor={idOf('title')} label="Job Title" required error={errorOf('title')}>
              <Input
                placeholder="e.g. Senior Frontend Engineer"
                maxLength={JOB_TEXT_LIMITS.title}
                {...bind('title')}
              />
            </Field>
          </div>
          <Field htmlFor={idOf('companyName')} label="Company Name" required error={errorOf('companyName')}>
            <Input
              placeholder="Your company"
              maxLength={JOB_TEXT_LIMITS.companyName}
              {...bind('companyName')}
            />
          </Field>
          <Field htmlFor={idOf('location')} label="Location" error={errorOf('location')}>
            <Input
              placeholder="e.g. San Francisco, CA or Remote"
              maxLength={JOB_TEXT_LIMITS.location}
              {...bind('location')}
            />
          </Field>
          <Field htmlFor={idOf('type')} label="Job Type">
            <Select options={JOB_TYPE_OPTIONS} placeholder="Select job type" {...bind('type')} />
          </Field>
          <Field htmlFor={idOf('category')} label="Category">
            <Select options={CATEGORY_OPTIONS} placeholder="Select category" {...bind('category')} />
          </Field>
          <Field htmlFor={idOf('openings')} label="Number of Openings" required error={errorOf('openings')}>
            <Input type="number" min={1} step={1} inputMode="numeric" {...bind('openings')} />
          </Field>
        </div>
      </Section>

      <Section
        title="Compensation & Experience"
        description="Salary is shown to candidates in dollars per year."
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <RangeGroup
            id="job-salary"
            label="Salary Range (USD per year)"
            error={salaryError}
            min={
              <Input
                type="number"
                min={0}
                step={SALARY_STEP}
                inputMode="numeric"
                placeholder="Min, e.g. 80000"
                aria-label="Minimum salary"
                {...bindRange('salaryMin', 'job-salary', salaryError)}
              />
            }
            max={
              <Input
                type="number"
                min={0}
                step={SALARY_STEP}
                inputMode="numeric"
                placeholder="Max, e.g. 120000"
                aria-label="Maximum salary"
                {...bindRange('salaryMax', 'job-salary', salaryError)}
              />
            }
          />
          <RangeGroup
            id="job-experience"
            label="Experience (years)"
            error={experienceError}
            min={
              <Input
                type="number"
                min={0}
                step={1}
                inputMode="numeric"
                placeholder="Min, e.g. 2"
                aria-label="Minimum experience"
                {...bindRange('experienceMin', 'job-experience', experienceError)}
              />
            }
            max={
              <Input
                type="number"
                min={0}
                step={1}
                inputMode="numeric"
                placeholder="Max, e.g. 5"
                aria-label="Maximum experience"
                {...bindRange('experienceMax', 'job-experience', experienceError)}
              />
            }
          />
        </div>
      </Section>

      <Section title="Description" description="What the role involves and who will thrive in it.">
        <div className="space-y-5">
          <Field
            htmlFor={idOf('description')}
            label="Job Description"
            required
            error={errorOf('description')}
            // Beside the label, so it stays in view with the field's error.
            aside={
              <LengthCounter
                id={`${idOf('description')}-length`}
                length={description.trim().length}
                max={JOB_TEXT_LIMITS.description}
              />
            }
          >
            <Textarea
              rows={6}
              className={proseBox}
              placeholder="Describe the role, the team and the impact."
              {...withLength(bind('description'))}
            />
          </Field>
          <Field
            htmlFor={idOf('requirements')}
            label="Requirements"
            required
            error={errorOf('requirements')}
            // Beside the label, so it stays in view with the field's error.
            aside={
              <LengthCounter
                id={`${idOf('requirements')}-length`}
                length={requirements.trim().length}
                max={JOB_TEXT_LIMITS.requirements}
              />
            }
          >
            <Textarea
              rows={5}
              className={proseBox}
              placeholder="Skills, qualifications and experience you are looking for."
              {...withLength(bind('requirements'))}
            />
          </Field>
          <Field htmlFor={idOf('keySkills')} label="Key Skills" error={keySkillsError(errors.keySkills)}>
            <Controller
              control={control}
              name="keySkills"
              render={({ field }) => (
                <KeySkillsInput
                  id={idOf('keySkills')}
                  value={field.value}
                  onChange={(skills) => {
                    field.onChange(skills);
                    clearErrors('keySkills');
                  }}
                />
              )}
            />
          </Field>
        </div>
      </Section>

      <Section title="Additional Details" description="Help the right candidates find the job.">
        <div className="grid gap-5 sm:grid-cols-2">
          <Field htmlFor={idOf('industry')} label="Industry" error={errorOf('industry')}>
            <Select options={INDUSTRY_OPTIONS} placeholder="Select industry" {...bind('industry')} />
          </Field>
          <Field htmlFor={idOf('department')} label="Department" error={errorOf('department')}>
            <Select options={DEPARTMENT_OPTIONS} placeholder="Select department" {...bind('department')} />
          </Field>
          <Field htmlFor={idOf('employmentType')} label="Employment Type" error={errorOf('employmentType')}>
            <Select
              options={EMPLOYMENT_TYPE_OPTIONS}
              placeholder="Select employment type"
              {...bind('employmentType')}
            />
          </Field>
          <Field htmlFor={idOf('education')} label="Education" error={errorOf('education')}>
            <Select options={EDUCATION_OPTIONS} placeholder="Select education" {...bind('education')} />
          </Field>
        </div>
      </Section>
    </div>
  );
}

function Section({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Card className="p-5 sm:p-7">
      <div className="mb-5 border-b border-slate-100 pb-4 dark:border-slate-800">
        <h2 className="text-lg font-semibold text-slate-900 dark:text-white">{title}</h2>
        <p className="mt-0.5 text-sm text-slate-500 dark:text-slate-400">{description}</p>
      </div>
      {children}
    </Card>
  );
}

interface RangeGroupProps {
  id: string;
  label: string;
  error?: string;
  min: ReactNode;
  max: ReactNode;
}

/** Two inputs under one label, with one error line for the pair. */
function RangeGroup({ id, label, error, min, max }: RangeGroupProps) {
  return (
    <fieldset className="space-y-1.5">
      <legend className="mb-1.5 text-sm font-medium text-slate-700 dark:text-slate-200">
        {label}
        <span className="ml-0.5 text-rose-500" aria-hidden="true">
          *
        </span>
      </legend>
      <div className="flex items-center gap-2">
        <div className="flex-1">{min}</div>
        <span className="text-slate-400" aria-hidden="true">
          –
        </span>
        <div className="flex-1">{max}</div>
      </div>
      {error && (
        <p id={`${id}-error`} className="text-sm text-rose-600 dark:text-rose-400">
          {error}
        </p>
      )}
    </fieldset>
  );
}
