/**
 * The SPA on CloudFront: a private S3 bucket read through OAC, client-side routes rewritten to
 * /index.html by a CloudFront Function (so /api/* errors are never masked as 200s), /api/* passed
 * to the HTTP API uncached, security headers on every response, and web/dist uploaded at deploy
 * time together with a config.json naming the API and sites origins and the live channel's URL.
 */
import { Duration, Fn, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import * as cf from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { BlockPublicAccess, Bucket, BucketEncryption, type IBucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { spaContentSecurityPolicy } from '@sitewright/core/web/shell-hash';
import { acknowledgeBucketDeploymentHandler } from './nag-acks';
import { spaRewriteCode } from './spa-rewrite';
import { resolveWebDist } from './web-dist';

/** Props of {@link Web}. */
export interface WebProps {
  /** The HTTP API's base URL (https://…); /api/* goes there and it is the sites origin. */
  apiUrl: string;
  /** Folder with the built SPA (index.html, assets/). */
  webDist: string;
  accessLogs: IBucket;
  dev: boolean;
  /** Whether Google sign-in is configured (the SPA's Google buttons read it from config.json). */
  googleEnabled: boolean;
  /** The uploads bucket's HTTPS origin, where the page PUTs photos of up to 10 MB (issue 15 §1). */
  uploadsOrigin?: string;
  /** The live channel (issue 19): the WebSocket stage's URL (config.json `wsUrl`) and its origin (CSP connect-src). */
  live: { url: string; origin: string };
}

/** The SPA bucket, the distribution and the deployment of the build. */
export class Web extends Construct {
  readonly bucket: Bucket;
  readonly distribution: cf.Distribution;

  constructor(scope: Construct, id: string, props: WebProps) {
    super(scope, id);
    this.bucket = new Bucket(this, 'bucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      serverAccessLogsBucket: props.accessLogs,
      serverAccessLogsPrefix: 'web-bucket/',
      removalPolicy: props.dev ? RemovalPolicy.DESTROY : RemovalPolicy.RETAIN,
      autoDeleteObjects: props.dev,
    });
    const apiDomain = Fn.select(2, Fn.split('/', props.apiUrl));
    const headers = new cf.ResponseHeadersPolicy(this, 'security-headers', {
      comment: 'Sitewright: HSTS, CSP, nosniff, referrer policy, no framing',
      securityHeadersBehavior: {
        strictTransportSecurity: { accessControlMaxAge: Duration.days(730), includeSubdomains: true, override: true },
        // connect-src: the uploads bucket (presigned PUTs) and the live channel's wss:// origin, which 'self' does not cover.
        contentSecurityPolicy: {
          contentSecurityPolicy: spaContentSecurityPolicy(props.apiUrl, [...(props.uploadsOrigin ? [props.uploadsOrigin] : []), props.live.origin]),
          override: true,
        },
        contentTypeOptions: { override: true },
        referrerPolicy: { referrerPolicy: cf.HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN, override: true },
        frameOptions: { frameOption: cf.HeadersFrameOption.DENY, override: true },
      },
    });
    const spaRewrite = new cf.Function(this, 'spa-rewrite', {
      code: cf.FunctionCode.fromInline(spaRewriteCode),
      runtime: cf.FunctionRuntime.JS_2_0,
      comment: 'Sitewright: client-side routes to /index.html',
    });
    this.distribution = new cf.Distribution(this, 'distribution', {
      comment: `Sitewright web (${Stack.of(this).stackName})`,
      defaultRootObject: 'index.html',
      httpVersion: cf.HttpVersion.HTTP2_AND_3,
      // North America and Europe edges only: the cheapest class; other viewers still get served.
      priceClass: cf.PriceClass.PRICE_CLASS_100,
      enableLogging: true,
      logBucket: props.accessLogs,
      logFilePrefix: 'cloudfront/',
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(this.bucket),
        viewerProtocolPolicy: cf.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: cf.CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: headers,
        functionAssociations: [{ function: spaRewrite, eventType: cf.FunctionEventType.VIEWER_REQUEST }],
      },
      additionalBehaviors: {
        '/api/*': {
          origin: new HttpOrigin(apiDomain, {
            protocolPolicy: cf.OriginProtocolPolicy.HTTPS_ONLY,
            originSslProtocols: [cf.OriginSslPolicy.TLS_V1_2],
          }),
          viewerProtocolPolicy: cf.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          allowedMethods: cf.AllowedMethods.ALLOW_ALL,
          cachePolicy: cf.CachePolicy.CACHING_DISABLED,
          // API Gateway routes by its own Host header, so everything but Host is forwarded.
          originRequestPolicy: cf.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: headers,
        },
      },
    });
    Validations.of(this.distribution).acknowledge(
      {
        id: 'AwsSolutions::AwsSolutions-CFR1',
        reason: 'Sitewright is offered worldwide (SPEC has no country restrictions); geo blocking would lock out legitimate customers.',
      },
      {
        id: 'AwsSolutions::AwsSolutions-CFR2',
        reason: 'No WAF web ACL yet: the API stage is throttled (API_THROTTLE), auth routes have server-side attempt limits and cooldowns, and the S3 origin serves static files only. Add a web ACL (AWS managed rules + rate-based rule) when traffic justifies its cost.',
      },
      {
        id: 'AwsSolutions::AwsSolutions-CFR4',
        reason: 'The distribution uses the default *.cloudfront.net certificate, for which CloudFront fixes the viewer security policy; a minimum of TLSv1.2_2021 needs a custom domain and ACM certificate (README: custom domain).',
      },
    );
    this.deploy(props);
    acknowledgeBucketDeploymentHandler(Stack.of(this), this.bucket);
  }

  /**
   * Uploads the build in two parts: hashed assets/ first (cached for a year, never pruned so open
   * tabs keep loading old chunks), then index.html and config.json with no-cache, so a release or a
   * config change shows on the next page load without an invalidation.
   */
  private deploy(props: WebProps): void {
    const dist = resolveWebDist(this, props.webDist);
    const assets = dist.assets
      ? new BucketDeployment(this, 'deploy-assets', {
        sources: [Source.asset(dist.assets)],
        destinationBucket: this.bucket,
        destinationKeyPrefix: 'assets/',
        cacheControl: [CacheControl.fromString('public, max-age=31536000, immutable')],
        prune: false,
      })
      : undefined;
    const root = new BucketDeployment(this, 'deploy-root', {
      sources: [
        Source.asset(dist.root, { exclude: ['assets', 'assets/**'] }),
        // The SPA reads this at startup: the API is same-origin (/api/* on this distribution),
        // previews come from the HTTP API's own domain (ARCHITECTURE.md, preview origin), and the
        // live channel is the WebSocket API's stage (`{wsUrl}?ticket=…`, issue 19).
        Source.jsonData('config.json', { apiBaseUrl: '', sitesOrigin: props.apiUrl, googleEnabled: props.googleEnabled, wsUrl: props.live.url }),
      ],
      destinationBucket: this.bucket,
      cacheControl: [CacheControl.noCache()],
      prune: false,
    });
    if (assets) root.node.addDependency(assets);
  }
}
