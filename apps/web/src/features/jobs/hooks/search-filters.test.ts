import { describe, expect, it } from 'vitest';
import {
  apiQueryFromFilters,
  emptyFilters,
  filtersFromParams,
  filtersKey,
  paramsFromFilters,
  toWholeNumber,
} from './search-filters';

const read = (search: string) => filtersFromParams(new URLSearchParams(search));

describe('search filters <-> URL (spec 2.12, section 3)', () => {
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
    };
    expect(filtersFromParams(paramsFromFilters(filters))).toEqual(filters);
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
    });
  });

  it('cuts salary input to a whole number of 0 or more', () => {
    expect(toWholeNumber('1234.56')).toBe(1234);
    expect(toWholeNumber('')).toBeNull();
    expect(toWholeNumber('1e3')).toBe(1000);
    expect(toWholeNumber('-1')).toBeNull();
  });
});
