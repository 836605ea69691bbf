/** The ids of the coins the sandbox's tests trade, as the contract's examples and the mock's market give them. */
export const BTC = 1;
export const ETH = 2;
export const USDT = 3;
