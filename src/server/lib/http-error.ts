/** An error whose message is safe to show the user; the error handler answers `{ message }` with `status`. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = "HttpError";
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = "Please log in to continue.") => new HttpError(401, message);
export const forbidden = (message = "You do not have permission to do that.") => new HttpError(403, message);
export const notFound = (message = "Not found") => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
