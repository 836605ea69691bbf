/** Every domain of the sandbox. A new domain is a module here (docs/sandbox.md, "Adding a domain"). */
import type { Domain } from '../domain.ts';
import { accountsDomain } from './accounts.ts';
import { authDomain } from './auth.ts';
import { profileDomain } from './profile.ts';

// profile first: later domains' seeds may read what it set
export const DOMAINS: Domain[] = [profileDomain, authDomain, accountsDomain];
