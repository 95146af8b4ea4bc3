/** Words of the account's notifications page: what to be told of, the webhook, the deliveries list. */
export const notifyPage = {};
