import type { Thing } from './schema-types.ts';

/** A property Google's rich results need that a node lacks. */
export interface MissingProperty {
  type: string;
  property: string;
  /** Copy near the gap (a question's text), to find its line in the content file. */
  near?: string;
}

const isEventType = (type: string) => type === 'Event' || type.endsWith('Event');
const present = (value: unknown) =>
  value !== undefined &&
  value !== null &&
  !(typeof value === 'string' && value.trim() === '') &&
  !(Array.isArray(value) && value.length === 0);

/** Required properties per type, as Google's rich-result rules give them for Organization, Event and FAQPage. */
const required: { applies: (type: string) => boolean; properties: string[] }[] = [
  { applies: (type) => type === 'Organization', properties: ['name', 'url', 'logo'] },
  { applies: isEventType, properties: ['name', 'startDate', 'location'] },
  { applies: (type) => type === 'FAQPage', properties: ['mainEntity'] },
];

/** Every required property missing from a page's graph; empty when the page may be listed as rich results. */
export function missingProperties(graph: Thing[]): MissingProperty[] {
  const missing: MissingProperty[] = [];
  for (const node of graph) {
    const type = node['@type'];
    for (const rule of required) {
      if (!rule.applies(type)) continue;
      for (const property of rule.properties) if (!present(node[property])) missing.push({ type, property });
    }
    if (type === 'FAQPage' && Array.isArray(node.mainEntity)) {
      for (const question of node.mainEntity as Thing[]) {
        const name = typeof question.name === 'string' ? question.name : undefined;
        if (!present(question.name)) missing.push({ type: 'Question', property: 'name' });
        const answer = question.acceptedAnswer as Thing | undefined;
        if (!present(answer?.text)) missing.push({ type: 'Question', property: 'acceptedAnswer.text', near: name });
      }
    }
  }
  return missing;
}

/** Where `near` is written in the page's source, as :LINE:COLUMN, or nothing when it is not there verbatim. */
function locate(source: string | undefined, near: string | undefined): string {
  if (!source || !near) return '';
  const index = source.indexOf(near);
  if (index < 0) return '';
  const before = source.slice(0, index).split('\n');
  return `:${before.length}:${before.at(-1)!.length + 1}`;
}

/** Throws, naming the content file (and line where it can), when the graph lacks a required property. */
export function assertRichResultsValid(graph: Thing[], file: string, readSource: () => string | undefined): void {
  const missing = missingProperties(graph);
  if (!missing.length) return;
  const source = readSource();
  const lines = missing.map(
    ({ type, property, near }) =>
      `${file}${locate(source, near)}  ${type} is missing ${property}${near ? ` (for "${near}")` : ''}.`,
  );
  throw new Error(
    `Structured data for search results is incomplete:\n${lines.join('\n')}\nGive the component its copy or fill in the setting in content/site.ts.`,
  );
}
