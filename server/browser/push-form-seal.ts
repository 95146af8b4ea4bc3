/** Not yet on any page. */
export function startPushFormSealing(): void {}
