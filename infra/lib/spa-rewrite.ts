/**
 * CloudFront Function (cloudfront-js-2.0, viewer request) for the S3 behaviour only: a path
 * without a file extension is a client-side route, so it gets /index.html. Unlike a 403/404 error
 * response, this leaves real missing files (and every /api/* response) with their own status.
 */
export const spaRewriteCode = `function handler(event) {
  var request = event.request;
  var uri = request.uri;
  if (uri.lastIndexOf('.') <= uri.lastIndexOf('/')) {
    request.uri = '/index.html';
  }
  return request;
}`;
