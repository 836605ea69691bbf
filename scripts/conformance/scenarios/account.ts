/** Account scenarios: the profile, the nickname, favourites and the address book. */
import type { Scenario } from './format.ts';

/** Unique per run, so that a scenario's own writes are told from what the account held before. */
const RUN = `${process.pid % 100_000}${Math.floor(performance.now()) % 1000}`.slice(0, 8);
/** A TRC20 address of this run (base58 has no 0), so that a second run on the account saves a new one. */
const ADDRESS = `TQ5nM8wV3u9GkqUj2m6cLxR7aP1${RUN.padStart(7, '1').replaceAll('0', 'z').slice(-7)}`;

export const accountScenarios: Scenario[] = [
  {
    name: 'profile and nickname',
    proves: 'the profile is the logged-in account, and a new nickname shows in it',
    steps: [
      { name: 'read the profile', call: 'getUserInfo', expect: [{ path: '$.message.id', present: true }] },
      { name: 'change the nickname', call: 'updateNickname', body: { nickname: `QA${RUN}` } },
      {
        name: 'the profile shows the new nickname',
        call: 'getUserInfo',
        expect: [{ path: '$.message.nickname', equals: `QA${RUN}` }],
      },
    ],
  },
  {
    name: 'favourites',
    proves: 'a pair added to the favourites is listed, and no longer once removed',
    steps: [
      {
        name: 'add ETH to the favourites',
        call: 'addFavourite',
        body: { currency_id: 2 },
        save: { favourite: '$.message.id' },
      },
      {
        name: 'the favourites list it',
        call: 'listFavourites',
        expect: [{ path: '$.message[id={favourite}]', present: true }],
      },
      { name: 'remove it', call: 'removeFavourite', body: { id: '{favourite}' } },
      {
        name: 'the favourites no longer list it',
        call: 'listFavourites',
        expect: [{ path: '$.message[id={favourite}]', present: false }],
      },
    ],
  },
  {
    name: 'address book',
    proves: 'a saved withdrawal address is listed with its coin and chain',
    steps: [
      {
        name: 'save an address',
        call: 'saveWalletAddress',
        body: { id: () => undefined, currency: 3, address: ADDRESS, type: 'TRC20', name: `QA${RUN}` },
      },
      {
        name: 'the address book lists it',
        call: 'listWalletAddresses',
        expect: [
          { path: `$.message.data[name=QA${RUN}].address`, equals: ADDRESS },
          { path: `$.message.data[name=QA${RUN}].currency`, equals: '3' },
        ],
      },
    ],
  },
];
