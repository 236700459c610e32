/** Lower-case words of letters, digits, '+' and '#' (so C++ and C# survive), one space apart. */
export function normalizeText(text: string | undefined | null): string {
  return ` ${(text ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9+#]+/g, ' ')
    .trim()} `;
}

export function tokens(text: string | undefined | null): string[] {
  return normalizeText(text).trim().split(' ').filter(Boolean);
}

/** Whether `phrase` (already normalized, no padding) occurs as whole words in padded `text`. */
export function hasPhrase(text: string, phrase: string): boolean {
  return phrase.length > 0 && text.includes(` ${phrase} `);
}

export const STOPWORDS = new Set(
  (
    'a an the and or of to in on for with at by from as is are be been being will would can could ' +
    'should may might must we you your our us they their them he she it its this that these those ' +
    'i me my mine who whom which what when where why how all any both each few more most other some ' +
    'such no nor not only own same so than too very just also into over under about across per via ' +
    'up down out off again further then once here there while during before after above below ' +
    'years year yrs yr months month experience experienced strong good great excellent solid ' +
    'ability able work working worked team teams role roles responsible responsibilities using use ' +
    'used including include includes etc within plus new based like well get across day days week ' +
    'weeks hands knowledge understanding familiarity skills skill level least minimum preferred ' +
    'required requirement requirements job company candidate candidates looking join'
  ).split(' '),
);
