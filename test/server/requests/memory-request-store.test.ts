import { describe } from 'vitest';
import { memoryRequestStore } from '../../../server/requests/memory-request-store.ts';
import { requestRules } from '../store/conformance-requests.ts';

describe('memory request store conformance', () => {
  requestRules({
    open: async () => memoryRequestStore(),
    reopen: async () => {
      throw new Error('The memory request store keeps nothing to reopen.');
    },
    durable: false,
  });
});
