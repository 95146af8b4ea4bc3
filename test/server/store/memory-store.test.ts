import { openMemoryStore } from '../../../server/store/memory/memory-store.ts';
import { storeConformance } from './conformance.ts';

storeConformance('memory', () => ({ open: async (options) => openMemoryStore(options) }));
