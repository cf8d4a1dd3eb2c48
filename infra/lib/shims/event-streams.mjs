/*
 * Stand-in for @smithy/core/event-streams in the Lambda bundles (about 19 KB of minified code per bundle).
 * The event-stream codec (de)serializes operations whose payload is an event stream: S3
 * SelectObjectContent, Kinesis SubscribeToShard, Bedrock's streaming calls. The functions call none of
 * them (infra/test/bundling.test.ts checks the commands each bundle carries), yet the S3 client imports
 * the module statically: its constructor resolves an event-stream marshaller up front, and every
 * client's protocol imports the module lazily when an operation has an event stream.
 *
 * So the bundles keep the config resolver (the same assignment as the SDK's) and a marshaller that
 * throws, naming this file, if an event stream is ever (de)serialized. Tests and local runs do not
 * bundle and keep the real module.
 */
const unsupported = (what) => () => {
  throw new Error(`${what}: event streams are left out of Sitewright's Lambda bundles (infra/lib/shims/event-streams.mjs)`);
};

/** The marshaller an S3 client resolves at construction; it is only used by event-stream operations. */
export const eventStreamSerdeProvider = () => ({
  serialize: unsupported('EventStreamMarshaller.serialize'),
  deserialize: unsupported('EventStreamMarshaller.deserialize'),
});

/** As @smithy/core's: the client config gains the marshaller its provider makes. */
export const resolveEventStreamSerdeConfig = (input) => Object.assign(input, {
  eventStreamMarshaller: input.eventStreamSerdeProvider(input),
});

/** What a protocol imports for an event-stream operation: refused. */
export class EventStreamSerde {
  constructor() {
    unsupported('EventStreamSerde')();
  }
}
