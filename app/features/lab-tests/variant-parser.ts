import { knownVariantByRsid, type KnownVariant, type RiskCopies } from './known-variants';
import type { InterpretedVariant } from './types';

const RSID = /^rs\d{1,12}$/i;
/** A genotype as "C/T" (or "CT"): two alleles, each one base. */
const GENOTYPE = /^([ACGT])\/?([ACGT])$/i;

/**
 * Reads one stored candidate variant, written "GENE rsID A/B" (for example "TCF7L2 rs7903146 C/T"),
 * against the known variants. The gene may be left out when the rsID is known; the genotype may be
 * written without the slash. Anything the app does not know comes back with no meaning and no
 * traits, never an error: the admin's text is shown as it was typed.
 */
export function parseCandidateVariant(raw: string): InterpretedVariant {
  const text = raw.trim();
  const words = text.split(/\s+/).filter(Boolean);
  let rsid: string | null = null;
  let genotype: [string, string] | null = null;
  const rest: string[] = [];
  for (const word of words) {
    const allele = GENOTYPE.exec(word);
    if (rsid === null && RSID.test(word)) rsid = word.toLowerCase();
    else if (genotype === null && allele) genotype = [allele[1]!.toUpperCase(), allele[2]!.toUpperCase()];
    else rest.push(word);
  }
  const known = rsid ? knownVariantByRsid(rsid) : undefined;
  const gene = known?.gene ?? (rest.length ? rest.join(' ') : null);
  const written = genotype ? `${genotype[0]}/${genotype[1]}` : null;
  const unknown = { raw: text, gene, rsid, genotype: written, traits: [], meaning: null, source: null };
  if (!known || !genotype) return { ...unknown, source: known?.source ?? null };
  const alleles = [known.riskAllele, known.otherAllele];
  if (!genotype.every((allele) => alleles.includes(allele))) return { ...unknown, source: known.source };
  const copies = genotype.filter((allele) => allele === known.riskAllele).length as RiskCopies;
  return {
    raw: text,
    gene,
    rsid,
    genotype: written,
    traits: copies >= known.traitsFrom ? [...known.traits] : [],
    meaning: known.meaning[copies],
    source: known.source,
  };
}

/**
 * The known variant behind an interpreted one when its genotype is uncommon: not the most frequent
 * genotype of any large population (`commonCopies`). Only such a genotype may be stated as a
 * (small) threat; a common genotype, an unknown variant or one without a genotype is null.
 */
export function uncommonVariantOf(
  variant: Pick<InterpretedVariant, 'rsid' | 'genotype'>,
): KnownVariant | null {
  const known = variant.rsid ? knownVariantByRsid(variant.rsid) : undefined;
  const alleles = variant.genotype ? GENOTYPE.exec(variant.genotype) : null;
  if (!known || !alleles) return null;
  const genotype = [alleles[1]!.toUpperCase(), alleles[2]!.toUpperCase()];
  if (!genotype.every((allele) => allele === known.riskAllele || allele === known.otherAllele)) return null;
  const copies = genotype.filter((allele) => allele === known.riskAllele).length as RiskCopies;
  return known.commonCopies.includes(copies) ? null : known;
}
