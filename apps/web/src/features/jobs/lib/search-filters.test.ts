import { describe, expect, it } from 'vitest';
import { jobMessages } from '@hireloop/shared';
import {
  apiQueryFromFilters,
  emptyFilters,
  filtersFromParams,
  filtersKey,
  paramsFromFilters,
  salaryRangeError,
  toWholeNumber,
} from './search-filters';

const read = (search: string) => filtersFromParams(new URLSearchParams(search));

describe('search filters <-> URL (docs/product.md 2.12, section 3)', () => {
  it('reads q, keyword and search as the keyword, with + as a space', () => {
    expect(read('q=react+developer').keyword).toBe('react developer');
    expect(read('keyword=designer').keyword).toBe('designer');
    expect(read('search=product%20manager').keyword).toBe('product manager');
    expect(read('q=&search=data').keyword).toBe('data');
    expect(read('q=%20%20').keyword).toBe('');
  });

  it('reads the landing page link', () => {
    expect(read('q=react&location=Bangalore')).toEqual({
      ...emptyFilters,
      keyword: 'react',
      location: 'Bangalore',
    });
  });

  it('reads type and category as comma lists of known options, in the option order', () => {
    const f = read('type=Contract,Remote,Nope&category=HR,IT+%26+Software,Customer-service');
    expect(f.types).toEqual(['Remote', 'Contract']);
    expect(f.categories).toEqual(['IT & Software', 'Customer-service', 'HR']);
  });

  it('reads salaries, experience and remoteOnly as whole numbers and a flag', () => {
    const f = read('minSalary=50000.9&maxSalary=abc&experience=3&remoteOnly=true');
    expect(f.minSalary).toBe(50000);
    expect(f.maxSalary).toBeNull();
    expect(f.experience).toBe(3);
    expect(f.remoteOnly).toBe(true);
    expect(read('minSalary=-10').minSalary).toBeNull();
  });

  it('writes only the non-empty filters, always in the same order', () => {
    const params = paramsFromFilters({
      ...emptyFilters,
      keyword: '  react  ',
      types: ['Contract', 'Part-Time'],
      categories: ['IT & Software'],
      minSalary: 0,
      maxSalary: 90000,
    });
    expect(params.toString()).toBe(
      'q=react&type=Part-Time%2CContract&category=IT+%26+Software&minSalary=0&maxSalary=90000',
    );
    expect(paramsFromFilters(emptyFilters).toString()).toBe('');
  });

  it('round-trips: what is written reads back the same', () => {
    const filters = {
      ...emptyFilters,
      keyword: 'data scientist',
      location: 'New York',
      types: ['Remote', 'Internship'],
      categories: ['HR'],
      minSalary: 40000,
      maxSalary: 80000,
      experience: 2,
      remoteOnly: true,
      posted: '3' as const,
      workModes: ['remote' as const, 'onsite' as const],
      sort: 'salary' as const,
    };
    expect(filtersFromParams(paramsFromFilters(filters))).toEqual(filters);
  });

  it('reads sort, posted and workMode, keeping only known values; relevance is left out of the URL', () => {
    const f = read('sort=newest&posted=7&workMode=onsite,nope,remote,remote');
    expect(f).toMatchObject({ sort: 'newest', posted: '7', workModes: ['remote', 'onsite'] });
    expect(read('sort=cheapest&posted=2')).toMatchObject({ sort: 'relevance', posted: null });
    expect(paramsFromFilters({ ...emptyFilters, sort: 'relevance' }).toString()).toBe('');
    expect(
      paramsFromFilters({ ...emptyFilters, sort: 'match', workModes: ['hybrid', 'remote'] }).toString(),
    ).toBe('workMode=remote%2Chybrid&sort=match');
    expect(read('experience=99').experience).toBe(60);
  });

  it('refuses a salary range the wrong way round, with the spec message', () => {
    expect(salaryRangeError(read('minSalary=100000&maxSalary=50000'))).toBe(jobMessages.salaryOrder);
    expect(salaryRangeError(read('minSalary=50000&maxSalary=50000'))).toBeNull();
    expect(salaryRangeError(read('minSalary=100000'))).toBeNull();
  });

  it('gives equal keys to equal searches however they were typed', () => {
    expect(filtersKey(read('search=react'))).toBe(filtersKey(read('q=react')));
    expect(filtersKey({ ...emptyFilters, types: ['Contract', 'Remote'] })).toBe(
      filtersKey({ ...emptyFilters, types: ['Remote', 'Contract'] }),
    );
  });

  it('sends the API only the filters that are set, under its parameter names', () => {
    expect(apiQueryFromFilters(read('q=react&type=Remote,Contract&minSalary=1000'))).toEqual({
      keyword: 'react',
      location: undefined,
      type: 'Remote,Contract',
      category: undefined,
      minSalary: 1000,
      maxSalary: undefined,
      experience: undefined,
      remoteOnly: undefined,
      posted: undefined,
      workMode: undefined,
      sort: undefined,
    });
    expect(apiQueryFromFilters(read('posted=1&workMode=hybrid,remote&sort=newest'))).toMatchObject({
      posted: '1',
      workMode: 'remote,hybrid',
      sort: 'newest',
    });
  });

  it('cuts salary input to a whole number of 0 or more', () => {
    expect(toWholeNumber('1234.56')).toBe(1234);
    expect(toWholeNumber('')).toBeNull();
    expect(toWholeNumber('1e3')).toBe(1000);
    expect(toWholeNumber('-1')).toBeNull();
  });
});
