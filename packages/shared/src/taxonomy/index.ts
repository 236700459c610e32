import data from './taxonomy.json' with { type: 'json' };
import { taxonomySchema, type PlaceConcept, type RoleConcept, type SkillConcept } from './schema';

export type { Concept, PlaceConcept, RoleConcept, SkillConcept, TaxonomyData } from './schema';
export { taxonomySchema } from './schema';

/** The taxonomy as the readers use it: the concepts by kind, in the order of the file. */
export interface Taxonomy {
  roles: RoleConcept[];
  skills: SkillConcept[];
  places: PlaceConcept[];
  role(id: string): RoleConcept | undefined;
  place(id: string): PlaceConcept | undefined;
}

/** Validates taxonomy data (a bad file throws, naming what is wrong) and indexes it. */
export function parseTaxonomy(input: unknown): Taxonomy {
  const { concepts } = taxonomySchema.parse(input);
  const roles = concepts.filter((c) => c.kind === 'role');
  const skills = concepts.filter((c) => c.kind === 'skill');
  const places = concepts.filter((c) => c.kind === 'place');
  const roleById = new Map(roles.map((c) => [c.id, c]));
  const placeById = new Map(places.map((c) => [c.id, c]));
  return { roles, skills, places, role: (id) => roleById.get(id), place: (id) => placeById.get(id) };
}

/** The raw data file, for its content hash (LEXICON_VERSION). */
export const TAXONOMY_DATA: unknown = data;

let loaded: Taxonomy | null = null;

/** The product's one taxonomy of roles, skills and places, validated on first use. */
export function taxonomy(): Taxonomy {
  loaded ??= parseTaxonomy(data);
  return loaded;
}
