/**
 * The DynamoDB tables, built from packages/data's TABLES (the one source shared with the local
 * runner), plus the private uploads bucket.
 */
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { AttributeType, Billing, TableV2, type Attribute } from 'aws-cdk-lib/aws-dynamodb';
import { BlockPublicAccess, Bucket, BucketEncryption, HttpMethods, type IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { TABLES, type KeyDef, type TableName } from '@sitewright/data/tables';

/** Props of {@link Data}. */
export interface DataProps {
  /** Disposable stack: DESTROY and no deletion protection instead of RETAIN and protection. */
  dev: boolean;
  /** Bucket receiving S3 server access logs. */
  accessLogs: IBucket;
}

const attr = (k: KeyDef): Attribute => ({ name: k.name, type: k.type === 'N' ? AttributeType.NUMBER : AttributeType.STRING });

/** Tables (one per TABLES entry, keyed by logical name) and the uploads bucket. */
export class Data extends Construct {
  readonly tables = new Map<TableName, TableV2>();
  readonly uploads: Bucket;

  constructor(scope: Construct, id: string, props: DataProps) {
    super(scope, id);
    const removalPolicy = props.dev ? RemovalPolicy.DESTROY : RemovalPolicy.RETAIN;
    for (const def of TABLES) {
      const table = new TableV2(this, `${def.name}-table`, {
        partitionKey: attr(def.partitionKey),
        ...(def.sortKey ? { sortKey: attr(def.sortKey) } : {}),
        billing: Billing.onDemand(),
        pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
        deletionProtection: !props.dev,
        removalPolicy,
        ...(def.ttlAttribute ? { timeToLiveAttribute: def.ttlAttribute } : {}),
        globalSecondaryIndexes: def.indexes.map((ix) => ({
          indexName: ix.name,
          partitionKey: attr(ix.partitionKey),
          ...(ix.sortKey ? { sortKey: attr(ix.sortKey) } : {}),
        })),
      });
      this.tables.set(def.name, table);
    }
    // User uploads (logos, images). Written and read only by the functions; never public.
    this.uploads = new Bucket(this, 'uploads', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      serverAccessLogsBucket: props.accessLogs,
      serverAccessLogsPrefix: 'uploads/',
      removalPolicy,
      autoDeleteObjects: props.dev,
      // Photos of up to 10 MB go from the browser straight to incoming/ with a presigned PUT (issue 15 §1):
      // the signature is the permission, CORS only lets the app's page send it and read the status.
      cors: [{ allowedMethods: [HttpMethods.PUT], allowedOrigins: ['*'], allowedHeaders: ['content-type'], maxAge: 3000 }],
      // An upload the owner never placed is not kept.
      lifecycleRules: [{ id: 'incoming-uploads', prefix: 'incoming/', expiration: Duration.days(1), abortIncompleteMultipartUploadAfter: Duration.days(1) }],
    });
  }

  /** The table for a logical name. @throws Error when TABLES has no such table. */
  table(name: TableName): TableV2 {
    const t = this.tables.get(name);
    if (!t) throw new Error(`No table named ${name} in TABLES`);
    return t;
  }
}
