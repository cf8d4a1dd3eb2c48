import { ApiGatewayManagementApiClient, GoneException, PostToConnectionCommand } from '@aws-sdk/client-apigatewaymanagementapi';
import type { LiveConnectionPoster } from '@sitewright/core/live/ports';
import { awsClientConfig, type AwsConnection } from '@sitewright/data/clients';

/**
 * Sends frames to sockets through the API Gateway Management API (`@aws-sdk/client-apigatewaymanagementapi`,
 * PostToConnection; IAM execute-api:ManageConnections on the WebSocket API only). A 410 (GoneException:
 * the client went away without a clean close) answers 'gone'; anything else is thrown.
 * @param endpoint `https://{api id}.execute-api.{region}.amazonaws.com/{stage}`; npm start: `<APP_ORIGIN>/_local/ws`.
 */
export function liveConnectionPosterAt(conn: AwsConnection, endpoint: string): LiveConnectionPoster {
  // Posting is on the critical path of every step of a job: short timeouts and one retry.
  const client = new ApiGatewayManagementApiClient({ ...awsClientConfig({ ...conn, retries: 1, requestTimeoutMs: 2_000 }), endpoint });
  return {
    async post(connectionId, data) {
      try {
        await client.send(new PostToConnectionCommand({ ConnectionId: connectionId, Data: new TextEncoder().encode(data) }));
        return 'sent';
      } catch (err) {
        if (err instanceof GoneException || (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 410) return 'gone';
        throw err;
      }
    },
  };
}
