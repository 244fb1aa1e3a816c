import { describe, expect, it } from 'vitest';
import { compileLanguage } from './compile';
import { FUZZY_CONFIDENCE_FLOOR, matchUtterance } from './match';
import { commonFileSchema, intentFileSchema, readYamlFile } from './sentence-files';

const COMMON = `
lists:
  page:
    values:
      - in: "(food|diet) tracker"
        out: diet-tracker
      - in: "shop"
        out: shop
      - "home"
  title:
    wildcard: true
  when:
    wildcard: true
expansion_rules:
  polite: "(please|can you [please])"
`;

function language(...intentFiles: string[]) {
  return compileLanguage(
    'en',
    readYamlFile('sentences/en/_common.yaml', COMMON, commonFileSchema),
    intentFiles.map((source, i) => readYamlFile(`sentences/en/intent-${i}.yaml`, source, intentFileSchema)),
  );
}

const NAVIGATE = `
intent: navigate
data:
  - sentences:
      - "[<polite>] (open|show [me]|(go|take me) [back] to) [the|my] {page}"
`;

const ADD_EVENT = `
intent: add-event
data:
  - sentences:
      - "add {title} (on|at) {when}"
      - "remind me about {title} {when}"
`;

const exact = (intent: string, slots: Record<string, string> = {}) => ({
  intent,
  slots,
  confidence: 1,
  tier: 'exact',
});

describe('matchUtterance at the exact tier', () => {
  const navigate = language(NAVIGATE);

  it('follows alternatives, optionals, nesting and rules', () => {
    expect(matchUtterance(navigate, 'Open the food tracker')).toEqual(
      exact('navigate', { page: 'diet-tracker' }),
    );
    expect(matchUtterance(navigate, 'can you please take me back to my diet tracker?')).toEqual(
      exact('navigate', { page: 'diet-tracker' }),
    );
    expect(matchUtterance(navigate, 'show me home')).toEqual(exact('navigate', { page: 'home' }));
    expect(matchUtterance(navigate, 'go to shop')).toEqual(exact('navigate', { page: 'shop' }));
  });

  it('needs every token of the utterance and every required word of the template', () => {
    expect(matchUtterance(navigate, 'open')).toBeNull();
    expect(matchUtterance(navigate, 'open the shop now or never')).toBeNull();
    expect(matchUtterance(navigate, 'show me the tracker')).toBeNull();
  });

  it('gives wildcard slots in the words and spelling the user typed', () => {
    const events = language(ADD_EVENT);
    expect(matchUtterance(events, 'Add Dr. Müller’s check-up at 5:30 PM!')).toEqual(
      exact('add-event', { title: 'Dr. Müller’s check-up', when: '5:30 PM' }),
    );
  });

  it('keeps the left of two adjacent wildcards as short as it can be', () => {
    const events = language(ADD_EVENT);
    expect(matchUtterance(events, 'remind me about dentist next Monday at nine')?.slots).toEqual({
      title: 'dentist',
      when: 'next Monday at nine',
    });
  });

  it('never lets a wildcard be empty', () => {
    expect(matchUtterance(language(ADD_EVENT), 'add on Monday')).toBeNull();
  });

  it('prefers the template with the most literal words, whatever the file order', () => {
    const anything = `
intent: note
data:
  - sentences: ["open {title}"]
`;
    expect(matchUtterance(language(anything, NAVIGATE), 'open the shop')?.intent).toBe('navigate');
    expect(matchUtterance(language(NAVIGATE, anything), 'open the shop')?.intent).toBe('navigate');
    expect(matchUtterance(language(anything, NAVIGATE), 'open the garage')).toEqual(
      exact('note', { title: 'the garage' }),
    );
  });

  it("adds a block's fixed slots, and an intent file's own lists and rules", () => {
    const local = `
intent: set-mode
lists:
  mode:
    values:
      - in: "(dark|night) mode"
        out: dark
expansion_rules:
  turn: "(turn|switch) on"
data:
  - sentences: ["<turn> {mode}"]
    slots: { source: voice }
`;
    expect(matchUtterance(language(local), 'switch on night mode')).toEqual(
      exact('set-mode', { source: 'voice', mode: 'dark' }),
    );
  });
});

describe('typed free-text slots', () => {
  const typed = (intentFile: string) =>
    compileLanguage(
      'en',
      readYamlFile(
        'sentences/en/_common.yaml',
        `
lists:
  title:
    wildcard: true
  when:
    wildcard: true
    digits: true
    first_words: "(on|at|tomorrow|next)"
    words: "(on|at|tomorrow|next|monday|pm|half|past|ten)"
  dose:
    wildcard: true
    digits: true
    words: "(mg|one|tablet)"
  every:
    wildcard: true
    digits: true
    first_words: "(every|once|twice)"
    words: "(every|once|twice|a|day|hours)"
  kind:
    wildcard: true
    words: "(appointment|class)"
`,
        commonFileSchema,
      ),
      [readYamlFile('sentences/en/intent-0.yaml', intentFile, intentFileSchema)],
    );

  it('ends a free title where a time begins, the time keeping its own preposition', () => {
    const events = typed('intent: add\ndata:\n  - sentences: ["add {title} [{when}]"]');
    expect(matchUtterance(events, 'add a meeting at the office at 10 pm')?.slots).toEqual({
      title: 'a meeting at the office',
      when: 'at 10 pm',
    });
    expect(matchUtterance(events, 'add dentist tomorrow at half past ten')?.slots).toEqual({
      title: 'dentist',
      when: 'tomorrow at half past ten',
    });
    // "pm" may be in a time, but cannot start one.
    expect(matchUtterance(events, 'add pm review')?.slots).toEqual({ title: 'pm review' });
  });

  it('gives a typed slot every word it can, before or after a free one', () => {
    const first = typed('intent: add\ndata:\n  - sentences: ["{when} {title} add"]');
    expect(matchUtterance(first, 'tomorrow at 9 eye doctor add')?.slots).toEqual({
      when: 'tomorrow at 9',
      title: 'eye doctor',
    });
  });

  it('splits two typed slots side by side by their words', () => {
    const medicines = typed('intent: take\ndata:\n  - sentences: ["take {title} [{dose}] [{every}]"]');
    expect(matchUtterance(medicines, 'take insulin glargine 20 mg once a day')?.slots).toEqual({
      title: 'insulin glargine',
      dose: '20 mg',
      every: 'once a day',
    });
    // "2" could end the dose, but "hours" cannot: the number starts the next slot.
    expect(matchUtterance(medicines, 'take aspirin 100 mg 2 hours')?.slots).toEqual({
      title: 'aspirin',
      dose: '100 mg',
      every: '2 hours',
    });
  });

  it('prefers a template with more literal words over one with more typed words', () => {
    const two = typed(`
intent: add
data:
  - sentences: ["add {title} {when}", "add {title} at {when}"]
`);
    expect(matchUtterance(two, 'add lunch at 1 pm')?.slots).toEqual({ title: 'lunch', when: '1 pm' });
  });

  it('joins two captures of one slot and what lies between them', () => {
    const kinds = typed('intent: add\ndata:\n  - sentences: ["add [{title}] {kind:title} [{when}]"]');
    expect(matchUtterance(kinds, 'add yoga class on monday')).toEqual(
      exact('add', { title: 'yoga class', when: 'on monday' }),
    );
    expect(matchUtterance(kinds, 'add the eye doctor appointment')?.slots).toEqual({
      title: 'the eye doctor appointment',
    });
    expect(matchUtterance(kinds, 'add eye doctor')).toBeNull();
  });
});

describe('matchUtterance at the fuzzy tier', () => {
  const navigate = language(NAVIGATE);

  it('accepts a typo in a longer word, with a confidence below 1', () => {
    const match = matchUtterance(navigate, 'open the food trackr');
    expect(match).toMatchObject({ intent: 'navigate', slots: { page: 'diet-tracker' }, tier: 'fuzzy' });
    expect(match!.confidence).toBeGreaterThanOrEqual(FUZZY_CONFIDENCE_FLOOR);
    expect(match!.confidence).toBeLessThan(1);
  });

  it('accepts two edits in a word of eight letters or more, and a swap of neighbours as one edit', () => {
    expect(matchUtterance(language(NAVIGATE.replace('open', 'navigate')), 'navgiat the shop')?.tier).toBe(
      'fuzzy',
    );
    expect(matchUtterance(navigate, 'take me to the shpo')).toMatchObject({
      slots: { page: 'shop' },
      tier: 'fuzzy',
    });
    expect(matchUtterance(navigate, 'teka me to the shop')).toBeNull();
  });

  it('never bends a word of three letters or fewer', () => {
    expect(matchUtterance(navigate, 'go ti the shop')).toBeNull();
  });

  it('skips one unknown extra word beside enough known ones, but not a known one', () => {
    const extra = matchUtterance(navigate, 'can you please take me back to my diet tracker quickly');
    expect(extra).toMatchObject({ intent: 'navigate', slots: { page: 'diet-tracker' }, tier: 'fuzzy' });
    expect(matchUtterance(navigate, 'open the shop quickly')).toBeNull();
    expect(matchUtterance(navigate, 'please please take me back to my diet tracker')).toBeNull();
    expect(matchUtterance(navigate, 'open the red blue shop')).toBeNull();
  });

  it('drops a near miss of a one-word answer below the floor', () => {
    const answers = language(`
intent: exit
data:
  - sentences: ["(cancel|stops|stop)"]
`);
    expect(matchUtterance(answers, 'cancle')).toMatchObject({
      intent: 'exit',
      tier: 'fuzzy',
      confidence: 0.833,
    });
    expect(matchUtterance(answers, 'stopz')).toBeNull();
    expect(matchUtterance(answers, 'stpo')).toBeNull();
  });
});

describe('matchUtterance on bad input', () => {
  const events = language(NAVIGATE, ADD_EVENT);

  it('gives null for empty, punctuation-only, huge and mixed-script text', () => {
    expect(matchUtterance(events, '')).toBeNull();
    expect(matchUtterance(events, ' ... ?! ')).toBeNull();
    expect(matchUtterance(events, 'a'.repeat(5000))).toBeNull();
    expect(matchUtterance(events, 'open the shop '.repeat(400))).toBeNull();
    expect(matchUtterance(events, `add ${'lunch '.repeat(20)}at ${'noon '.repeat(30)}`)).toBeNull();
    expect(matchUtterance(events, 'open المتجر 商店')).toBeNull();
  });

  // The timeout is a safety net against exponential backtracking, far above the real cost (milliseconds).
  it('gives null quickly for a long string of known words that almost fits', { timeout: 5000 }, () => {
    expect(matchUtterance(events, `add ${'lunch '.repeat(46)}`)).toBeNull();
    const many = language(`
intent: many
data:
  - sentences: ["{title} {when} {title} {when} {title} end"]
`);
    expect(matchUtterance(many, 'word '.repeat(47))).toBeNull();
  });
});

describe('compileLanguage', () => {
  const file = (sentence: string, extra = '') => `
intent: broken
${extra}
data:
  - sentences: [${JSON.stringify(sentence)}]
`;

  it.each([
    ['open {nowhere}', '', 'unknown list {nowhere}'],
    ['<nothing> stop', '', 'unknown rule <nothing>'],
    ['<loop> stop', 'expansion_rules: { loop: "a <loop>" }', 'rule <loop> refers to itself'],
    ['open {bad}', 'lists: { bad: { values: [{ in: "a {page}", out: x }] } }', 'cannot hold the slot {page}'],
    ['[please]', '', 'can match an empty utterance'],
  ])('rejects %j, naming the file and template', (sentence, extra, problem) => {
    expect(() => language(file(sentence, extra))).toThrow(problem);
    expect(() => language(file(sentence, extra))).toThrow('sentences/en/intent-0.yaml');
  });

  it('rejects a data file of the wrong shape or broken YAML, naming it', () => {
    expect(() => readYamlFile('sentences/en/x.yaml', 'intent: x\ndata: []', intentFileSchema)).toThrow(
      /sentences\/en\/x\.yaml: .*data/s,
    );
    expect(() => readYamlFile('sentences/en/y.yaml', 'intent: [', intentFileSchema)).toThrow(
      'sentences/en/y.yaml: not valid YAML',
    );
    expect(() =>
      readYamlFile('sentences/en/z.yaml', 'language: tr\nlists: {}', commonFileSchema, 'en'),
    ).toThrow('sits in the "en" folder');
  });
});
