import type { FastifySerializerCompiler } from 'fastify/types/schema';
import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/*
 * Responses are declared as zod schemas (one source for types, OpenAPI and the browser). To send them
 * we convert each schema once to JSON Schema and compile it with fast-json-stringify: it writes only
 * the declared fields (an accidental extra column never leaks) and is several times faster than
 * validating with zod and then calling JSON.stringify. A schema that cannot be expressed as JSON
 * Schema falls back to zod's own serializer.
 */
export const responseSerializerCompiler: FastifySerializerCompiler<unknown> = (routeSchema) => {
  const { schema } = routeSchema;
  if (schema instanceof z.ZodType) {
    try {
      const jsonSchema = z.toJSONSchema(schema, { target: 'draft-7', io: 'output', unrepresentable: 'throw' });
      return fastJson(jsonSchema as Parameters<typeof fastJson>[0]);
    } catch {
      // fall through to zod
    }
  }
  return (zodSerializerCompiler as FastifySerializerCompiler<unknown>)(routeSchema);
};
