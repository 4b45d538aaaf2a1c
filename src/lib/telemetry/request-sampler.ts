import type { Attributes, Context, Link, SpanKind } from '@opentelemetry/api';
import type * as TraceSdk from '@opentelemetry/sdk-trace-node';
import type { Sampler, SamplingResult } from '@opentelemetry/sdk-trace-node';
import { requestSpanType } from './request-metrics';

type SdkSamplers = Pick<
  typeof TraceSdk,
  'ParentBasedSampler' | 'TraceIdRatioBasedSampler' | 'SamplingDecision'
>;

/**
 * Which requests are traced: a share of them (`ratio`, OTEL_TRACES_SAMPLER_ARG), each whole (a
 * span below a traced one is traced, one below an untraced one is not even made), as the SDK's
 * `parentbased_traceidratio` does. One addition: Next's request span of an untraced request is
 * still recorded, not exported, because the request metrics count every request from it.
 *
 * The samplers come from the SDK loaded by startTracing (it is imported only when tracing is on).
 */
export function requestSampler(sdk: SdkSamplers, ratio: number): Sampler {
  const traced = new sdk.ParentBasedSampler({ root: new sdk.TraceIdRatioBasedSampler(ratio) });
  return {
    shouldSample(
      context: Context,
      traceId: string,
      name: string,
      kind: SpanKind,
      attributes: Attributes,
      links: Link[],
    ): SamplingResult {
      const result = traced.shouldSample(context, traceId, name, kind, attributes, links);
      if (
        result.decision === sdk.SamplingDecision.NOT_RECORD &&
        attributes['next.span_type'] === requestSpanType
      ) {
        return { decision: sdk.SamplingDecision.RECORD };
      }
      return result;
    },
    toString: () => `RequestSampler{${traced.toString()}}`,
  };
}
