import { wireBackground } from '../lib/background-wiring.ts';

export default defineBackground(() => wireBackground());
