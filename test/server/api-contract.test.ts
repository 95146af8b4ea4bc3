import { pushContract } from './api-contract.ts';
import { v1Form, v1Json, v2 } from './api-dialects.ts';

for (const api of [v2, v1Json, v1Form]) pushContract(api);
