import { plainWords } from '../language';
import { taxonomy } from '../taxonomy';

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

/** The taxonomy's cities and regions as the search reads them; a region stands for the cities in it. */
function build(): Places {
  const cities = new Map<string, string[]>();
  const names = new Map<string, string[]>();
  const { places } = taxonomy();
  for (const place of places.filter((p) => p.placeType === 'city')) {
    const city = key(place.labels[0]!);
    names.set(city, place.labels.map(key));
    for (const name of place.labels) cities.set(key(name), [city]);
  }
  const regions = new Map<string, string[]>();
  for (const region of places.filter((p) => p.placeType === 'region')) {
    const within = places
      .filter((p) => p.placeType === 'city' && p.broader?.includes(region.id))
      .map((p) => key(p.labels[0]!));
    for (const name of region.labels) cities.set(key(name), within);
    for (const city of within) regions.set(city, [...(regions.get(city) ?? []), ...region.labels.map(key)]);
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

let countries: Set<string> | null = null;
const countryNames = () =>
  (countries ??= new Set(
    taxonomy()
      .places.filter((p) => p.placeType === 'country')
      .flatMap((p) => p.labels.map(key)),
  ));

/** Whether a location entry names only a country ("India"), which narrows nothing next to a city. */
export const isCountry = (entry: string) => countryNames().has(key(entry));
