/** Every domain of the sandbox. A new domain is a module here (docs/sandbox.md, "Adding a domain"). */
import type { Domain } from '../domain.ts';
import { accountsDomain } from './accounts.ts';
import { authDomain } from './auth.ts';
import { futuresDomain } from './futures.ts';
import { optionsDomain } from './options.ts';
import { profileDomain } from './profile.ts';
import { spotDomain } from './spot.ts';

// profile first: its guard (verification) runs before any other domain's handler
export const DOMAINS: Domain[] = [profileDomain, authDomain, accountsDomain, spotDomain, futuresDomain, optionsDomain];
