import { PROTEIN_PER_KG } from './care-figures';
import type { ClinicalProfile, DietLimits } from './guardrails';

/**
 * The protein a plan aims for, g per kg a day: a kidney rule's band where one applies, else the usual
 * band raised for age, pregnancy and breastfeeding (figures and sources in care-figures.ts).
 */
export function proteinBandOf(profile: ClinicalProfile, diet: DietLimits): DietLimits['protein'] {
  const { maxProteinPerKg: most, minProteinPerKg: least } = diet;
  if (most !== null) return { low: least ?? Math.min(PROTEIN_PER_KG.low, most - 0.2), high: most };
  const needs: number[] = [PROTEIN_PER_KG.low];
  if ((profile.body?.age ?? 0) >= 65) needs.push(PROTEIN_PER_KG.older);
  if (profile.screening.pregnancy !== null) needs.push(PROTEIN_PER_KG.pregnancy);
  if (profile.screening.breastfeeding) needs.push(PROTEIN_PER_KG.breastfeeding);
  return { low: Math.max(...needs), high: PROTEIN_PER_KG.high };
}
