/** Not yet on any page. */
export function startResultKey(): void {}
