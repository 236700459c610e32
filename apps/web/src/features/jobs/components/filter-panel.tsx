import { CATEGORY_OPTIONS, JOB_TYPE_OPTIONS, jobSearchText, type JobSearchResult } from '@hireloop/shared';
import type { SearchFilters } from '../hooks/search-filters';
import { FilterSection, OptionRow } from './filter-section';
import { SalaryFilter } from './salary-filter';

interface FilterPanelProps {
  filters: SearchFilters;
  /** Jobs per option for the current search; undefined until the first answer. */
  facets: JobSearchResult['facets'] | undefined;
  onChange: (patch: Partial<SearchFilters>) => void;
}

const toggle = (list: string[], value: string, on: boolean) =>
  on ? [...list, value] : list.filter((v) => v !== value);

function SelectedBadge({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <span className="rounded-full bg-indigo-600 px-1.5 py-px text-[11px] font-semibold text-white">
      {count}
    </span>
  );
}

/** The filter sections of spec 2.12: job type, salary range, category. */
export function FilterPanel({ filters, facets, onChange }: FilterPanelProps) {
  return (
    <div>
      <FilterSection title={jobSearchText.jobType} badge={<SelectedBadge count={filters.types.length} />}>
        <div role="group" aria-label={jobSearchText.jobType} className="-mx-2 space-y-0.5">
          {JOB_TYPE_OPTIONS.map((type) => (
            <OptionRow
              key={type}
              label={type}
              checked={filters.types.includes(type)}
              count={facets ? (facets.type[type] ?? 0) : undefined}
              onChange={(on) => onChange({ types: toggle(filters.types, type, on) })}
            />
          ))}
        </div>
      </FilterSection>

      <FilterSection title={jobSearchText.salaryRange}>
        <SalaryFilter min={filters.minSalary} max={filters.maxSalary} onChange={onChange} />
      </FilterSection>

      <FilterSection
        title={jobSearchText.category}
        badge={<SelectedBadge count={filters.categories.length} />}
      >
        <div role="group" aria-label={jobSearchText.category} className="-mx-2 space-y-0.5">
          {CATEGORY_OPTIONS.map(({ value, label }) => (
            <OptionRow
              key={value}
              label={label}
              checked={filters.categories.includes(value)}
              count={facets ? (facets.category[value] ?? 0) : undefined}
              onChange={(on) => onChange({ categories: toggle(filters.categories, value, on) })}
            />
          ))}
        </div>
      </FilterSection>
    </div>
  );
}
