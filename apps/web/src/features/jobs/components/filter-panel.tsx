import { useId } from 'react';
import {
  CATEGORY_OPTIONS,
  JOB_TYPE_OPTIONS,
  jobSearchText,
  POSTED_WITHIN_OPTIONS,
  postedWithinLabels,
  SEARCH_EXPERIENCE_MAX_YEARS,
  WORK_MODE_OPTIONS,
  workModeLabels,
  type JobSearchResult,
} from '@hireloop/shared';
import { salaryRangeError, type SearchFilters } from '../lib/search-filters';
import { FilterSection, OptionGroup, OptionRow } from './filter-section';
import { NumberFilterInput } from './number-filter-input';
import { SalaryFilter } from './salary-filter';

interface FilterPanelProps {
  filters: SearchFilters;
  /** Jobs per option for the current search; undefined until the first answer. */
  facets: JobSearchResult['facets'] | undefined;
  onChange: (patch: Partial<SearchFilters>) => void;
}

const toggle = <T extends string>(list: T[], value: T, on: boolean) =>
  on ? [...list, value] : list.filter((v) => v !== value);

function SelectedBadge({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <span className="rounded-full bg-indigo-600 px-1.5 py-px text-[11px] font-semibold text-white">
      {count}
    </span>
  );
}

const optionList = '-mx-2 space-y-0.5';

/**
 * The filter sections: date posted, job type, work mode, experience, salary range and category
 * (docs/product.md 2.12 has type, salary and category).
 */
export function FilterPanel({ filters, facets, onChange }: FilterPanelProps) {
  // The sidebar and the slide-over may both hold a panel: each needs its own radio group.
  const postedName = useId();
  return (
    <div>
      <FilterSection
        title={jobSearchText.datePosted}
        badge={<SelectedBadge count={filters.posted === null ? 0 : 1} />}
      >
        <div role="radiogroup" aria-label={jobSearchText.datePosted} className={optionList}>
          {[null, ...POSTED_WITHIN_OPTIONS].map((days) => (
            <OptionRow
              key={days ?? 'any'}
              type="radio"
              name={postedName}
              label={postedWithinLabels[days ?? 'any']}
              checked={filters.posted === days}
              onChange={() => onChange({ posted: days })}
            />
          ))}
        </div>
      </FilterSection>

      <FilterSection title={jobSearchText.jobType} badge={<SelectedBadge count={filters.types.length} />}>
        <OptionGroup label={jobSearchText.jobType}>
          {JOB_TYPE_OPTIONS.map((type) => (
            <OptionRow
              key={type}
              label={type}
              checked={filters.types.includes(type)}
              count={facets ? (facets.type[type] ?? 0) : undefined}
              onChange={(on) => onChange({ types: toggle(filters.types, type, on) })}
            />
          ))}
        </OptionGroup>
      </FilterSection>

      <FilterSection
        title={jobSearchText.workMode}
        badge={<SelectedBadge count={filters.workModes.length} />}
      >
        <OptionGroup label={jobSearchText.workMode}>
          {WORK_MODE_OPTIONS.map((mode) => (
            <OptionRow
              key={mode}
              label={workModeLabels[mode]}
              checked={filters.workModes.includes(mode)}
              onChange={(on) => onChange({ workModes: toggle(filters.workModes, mode, on) })}
            />
          ))}
        </OptionGroup>
      </FilterSection>

      <FilterSection title={jobSearchText.experience}>
        <NumberFilterInput
          label={jobSearchText.experienceYears}
          value={filters.experience}
          step={1}
          max={SEARCH_EXPERIENCE_MAX_YEARS}
          placeholder={jobSearchText.anyExperience}
          onCommit={(experience) => onChange({ experience })}
        />
      </FilterSection>

      <FilterSection title={jobSearchText.salaryRange}>
        <SalaryFilter
          min={filters.minSalary}
          max={filters.maxSalary}
          error={salaryRangeError(filters)}
          onChange={onChange}
        />
      </FilterSection>

      <FilterSection
        title={jobSearchText.category}
        badge={<SelectedBadge count={filters.categories.length} />}
      >
        <OptionGroup label={jobSearchText.category}>
          {CATEGORY_OPTIONS.map(({ value, label }) => (
            <OptionRow
              key={value}
              label={label}
              checked={filters.categories.includes(value)}
              count={facets ? (facets.category[value] ?? 0) : undefined}
              onChange={(on) => onChange({ categories: toggle(filters.categories, value, on) })}
            />
          ))}
        </OptionGroup>
      </FilterSection>
    </div>
  );
}
