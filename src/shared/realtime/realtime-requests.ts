/**
 * The client requests of the realtime contract that features call, each acknowledged by the server.
 * They reject with RealtimeRequestError when offline, unanswered or refused by the contract.
 */
import type { MicroOrderPlacedRequest } from '../../gen/socket/schemas';
import { requestRealtime } from './connection';

/**
 * Call after /microtrade/submit answered ok, with the order id it returned and what the user chose: the server
 * settles the option at expiry and pushes `closed_microorder`. The reply holds the order as it will be settled
 * (the mock's open price); a backend that settles orders itself just acknowledges.
 */
export const reportMicroOrder = (request: MicroOrderPlacedRequest) => requestRealtime('micro_order_placed', request);
