import type { Meditation } from '../types';
import { attentionPractices } from './attention';
import { awarenessPractices } from './awareness';
import { breathingPractices } from './breathing';
import { heartPractices } from './heart';
import { restAndEnergyPractices } from './rest-and-energy';

// Each practice names the published programme or protocol it follows in its `source`.
export const MEDITATIONS: readonly Meditation[] = [
  ...breathingPractices,
  ...awarenessPractices,
  ...attentionPractices,
  ...heartPractices,
  ...restAndEnergyPractices,
];
