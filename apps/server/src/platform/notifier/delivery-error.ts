/** The gateway answered, but not with success. `detail` is already safe to log. */
export class GatewayRejectedError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
  ) {
    super(`gateway answered HTTP ${status}`);
    this.name = 'GatewayRejectedError';
  }
}
