import { describe } from 'vitest';
import { memoryCounters } from '../../../server/limits/memory-counters.ts';
import { countersContract } from './counters-contract.ts';

describe('memory counters', () => {
  countersContract(async () => {
    const counters = memoryCounters();
    return { counters, held: async () => counters.size };
  });
});
