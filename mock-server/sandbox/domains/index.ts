/** Every domain of the sandbox. A new domain is a module here (docs/sandbox.md, "Adding a domain"). */
import type { Domain } from '../domain.ts';
import { accountsDomain } from './accounts.ts';
import { articlesDomain } from './articles.ts';
import { authDomain } from './auth.ts';
import { buyCryptoDomain } from './buy-crypto.ts';
import { couponsDomain } from './coupons.ts';
import { dualDomain } from './dual.ts';
import { followDomain } from './follow.ts';
import { guessDomain } from './guess.ts';
import { fundsDomain } from './funds/index.ts';
import { ieoDomain } from './ieo.ts';
import { inviteDomain } from './invite.ts';
import { futuresDomain } from './futures/index.ts';
import { loansDomain } from './loans.ts';
import { lockMiningDomain } from './lock-mining.ts';
import { marketDomain } from './market.ts';
import { messagesDomain } from './messages.ts';
import { nftDomain } from './nft/index.ts';
import { optionsDomain } from './options.ts';
import { payoutDomain } from './payout.ts';
import { profileDomain } from './profile.ts';
import { securityDomain } from './security.ts';
import { siteDomain } from './site.ts';
import { spotDomain } from './spot.ts';
import { supportDomain } from './support.ts';
import { uploadsDomain } from './uploads.ts';
import { vipDomain } from './vip.ts';

// profile first: its guard (verification) runs before any other domain's handler
export const DOMAINS: Domain[] = [
  profileDomain,
  authDomain,
  securityDomain,
  accountsDomain,
  fundsDomain,
  payoutDomain,
  marketDomain,
  spotDomain,
  futuresDomain,
  optionsDomain,
  lockMiningDomain,
  dualDomain,
  ieoDomain,
  followDomain,
  nftDomain,
  loansDomain,
  buyCryptoDomain,
  siteDomain,
  articlesDomain,
  guessDomain,
  uploadsDomain,
  messagesDomain,
  supportDomain,
  inviteDomain,
  vipDomain,
  couponsDomain,
];
