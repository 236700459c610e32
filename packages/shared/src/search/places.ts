import { CITY_NAMES, COUNTRIES, REGIONS } from '../lexicon';
import { plainWords } from './normalize';

interface Places {
  /** Each way of writing a city or a region → the cities (first names) it stands for. */
  cities: Map<string, string[]>;
  /** Each city (first name) → every name it goes by. */
  names: Map<string, string[]>;
  /** Each city (first name) → the names of the regions that hold it. */
  regions: Map<string, string[]>;
  longest: number;
}

const key = (s: string) => plainWords(s).join(' ');

function build(): Places {
  const cities = new Map<string, string[]>();
  const names = new Map<string, string[]>();
  for (const group of CITY_NAMES) {
    const city = key(group[0]!);
    names.set(city, group.map(key));
    for (const name of group) cities.set(key(name), [city]);
  }
  const regions = new Map<string, string[]>();
  for (const region of REGIONS) {
    for (const name of region.names) cities.set(key(name), region.cities.map(key));
    for (const city of region.cities)
      regions.set(key(city), [...(regions.get(key(city)) ?? []), ...region.names.map(key)]);
  }
  let longest = 1;
  for (const k of cities.keys()) longest = Math.max(longest, k.split(' ').length);
  return { cities, names, regions, longest };
}

let places: Places | null = null;
const placesIndex = () => (places ??= build());

/** The cities a place name stands for ('bombay' → ['mumbai'], 'ncr' → Delhi and its satellites). */
export function citiesNamed(phrase: string): string[] | undefined {
  return placesIndex().cities.get(phrase);
}

/** The longest place name in words, for phrase lookups. */
export const longestPlaceName = () => placesIndex().longest;

/** Every name a city goes by ('bengaluru' → bengaluru, bangalore, ...). */
export function namesOfCity(city: string): string[] {
  return placesIndex().names.get(city) ?? [city];
}

/** The names of the regions a city is in ('noida' → 'delhi ncr', 'ncr', ...), whose postings are for it. */
export function regionsOf(city: string): string[] {
  return placesIndex().regions.get(city) ?? [];
}

const COUNTRY_KEYS = new Set(COUNTRIES.map(key));

/** Whether a location entry names only a country ("India"), which narrows nothing next to a city. */
export const isCountry = (entry: string) => COUNTRY_KEYS.has(key(entry));
