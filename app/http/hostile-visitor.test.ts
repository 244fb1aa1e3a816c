import { hostileSuiteAs } from '../../tests/support/hostile-suite';

// The hostile-input suite (tests/support/hostile.ts) as one role.
await hostileSuiteAs('visitor');
