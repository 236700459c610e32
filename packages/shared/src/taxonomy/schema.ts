import { z } from 'zod';

/**
 * The shape of the taxonomy data (taxonomy.json): concepts of three kinds, each with an id, the
 * ways people write it and its relations, in the manner of SKOS and ESCO (broader, related with a
 * weight), so that an occupation taxonomy such as ESCO can be imported into it later.
 */

const id = (kind: string) => z.string().regex(new RegExp(`^${kind}:[a-z0-9]+(?:-[a-z0-9]+)*$`));
const phrase = z
  .string()
  .min(1)
  .regex(/^\S(?:.*\S)?$/, 'a phrase without outer spaces');
const phrases = z.array(phrase);

/** A neighbouring concept and how near it is: 1 would be the same, 0 unrelated. */
const relatedSchema = z.object({ id: z.string(), weight: z.number().gt(0).lt(1) });

const roleSchema = z.strictObject({
  id: id('role'),
  kind: z.literal('role'),
  /** How the role is named to people. */
  name: z.string().min(1),
  /**
   * Names of the role: the search finds and asks for the role by them, the match places a title
   * naming one in the role's families. Empty for a group of roles only the match reads.
   */
  labels: phrases,
  /**
   * Narrower job titles the search also finds for the role's names ('web developer' for 'software
   * engineer'). The match does not read them: for it, a recruiter is next to HR, not within it.
   */
  includes: phrases.optional(),
  /** Query words that ask for the role without placing a job in it ('it jobs'). */
  asks: phrases.optional(),
  /** Technologies that make a developer title one of the role ('Python Developer' is backend). */
  stack: phrases.optional(),
  /**
   * Title words that point at the role without naming it ('React' in a title is frontend work):
   * the match score reads them, the search does not, since a job listing React is not thereby a
   * frontend job.
   */
  cues: phrases.optional(),
  /** Broader roles (ids): a role is a kind of each, and the match counts a title in them too. */
  broader: z.array(id('role')).optional(),
  related: z.array(relatedSchema).optional(),
  /**
   * A head noun or level shared by unrelated work ('manager', 'intern'): the search reads it as a
   * word of titles; the match does not take it for a kind of work.
   */
  generic: z.literal(true).optional(),
});

const skillSchema = z.strictObject({
  id: id('skill'),
  kind: z.literal('skill'),
  /** The ways people write the skill; the first names it. */
  labels: phrases.min(1),
  /** A programming language or framework: '<it> developer' is a software role. */
  tech: z.literal(true).optional(),
  related: z.array(relatedSchema).optional(),
});

const placeSchema = z.strictObject({
  id: id('place'),
  kind: z.literal('place'),
  /** A city or region is searched as a location; an area (a neighbourhood) is known to the match only. */
  placeType: z.enum(['country', 'region', 'city', 'area']),
  /** The names the place goes by (official, old, common spellings); the first is the name shown. */
  labels: phrases.min(1),
  /** The places it lies in (ids): its region or labour market, else its country. */
  broader: z.array(id('place')).optional(),
  /** One labour market with every place within it: someone in one can take a job in another. */
  labourMarket: z.literal(true).optional(),
});

export const conceptSchema = z.discriminatedUnion('kind', [roleSchema, skillSchema, placeSchema]);

export type RoleConcept = z.infer<typeof roleSchema>;
export type SkillConcept = z.infer<typeof skillSchema>;
export type PlaceConcept = z.infer<typeof placeSchema>;
export type Concept = z.infer<typeof conceptSchema>;

/** The whole file: ids unique, every relation pointing at a concept of the same kind, no broader cycle. */
export const taxonomySchema = z
  .strictObject({ concepts: z.array(conceptSchema) })
  .superRefine((data, ctx) => {
    const byId = new Map<string, Concept>();
    for (const c of data.concepts) {
      if (byId.has(c.id)) ctx.addIssue({ code: 'custom', message: `${c.id}: the id is used twice` });
      byId.set(c.id, c);
    }
    for (const c of data.concepts) {
      const refs = [
        ...(('broader' in c && c.broader) || []),
        ...(('related' in c && c.related) || []).map((r) => r.id),
      ];
      for (const ref of refs) {
        if (byId.get(ref)?.kind !== c.kind)
          ctx.addIssue({ code: 'custom', message: `${c.id}: ${ref} is not a ${c.kind} of the taxonomy` });
      }
    }
    const visiting = new Set<string>();
    const done = new Set<string>();
    const visit = (c: Concept): boolean => {
      if (done.has(c.id)) return true;
      if (visiting.has(c.id)) return false;
      visiting.add(c.id);
      const ok = (('broader' in c && c.broader) || []).every((b) => !byId.has(b) || visit(byId.get(b)!));
      visiting.delete(c.id);
      done.add(c.id);
      return ok;
    };
    for (const c of data.concepts) {
      if (!visit(c))
        ctx.addIssue({ code: 'custom', message: `${c.id}: its broader concepts lead back to it` });
    }
  });

export type TaxonomyData = z.infer<typeof taxonomySchema>;
