import type { z } from "zod";
import { errorSchema } from "../../../contract/common.ts";
import {
  classifyFieldsSchema,
  classifyPhotosRequestSchema,
  classifyResponseSchema,
  convertPricingRequestSchema,
  convertPricingResponseSchema,
  convertRequestSchema,
  convertResponseSchema,
  enhanceFieldsSchema,
  enhanceResponseSchema,
  generateCopyRequestSchema,
  generateCopyResponseSchema,
  identifyAnswerRequestSchema,
  identifyAnswerResponseSchema,
  itemSuggestionsQuerySchema,
  itemSuggestionsResponseSchema,
  smartPricingRequestSchema,
  smartPricingResponseSchema,
} from "../../../contract/generator.ts";
import { UPLOAD_ERRORS } from "../../../contract/uploads.ts";
import type { App } from "../../app-types.ts";
import { currentUser, requireUser } from "../../lib/guards.ts";
import { HttpError } from "../../lib/http-error.ts";
import { USER_LIMITS } from "../../lib/per-user-limit.ts";
import { validationMessage } from "../../plugins/error-handler.ts";
import { orderedPhotos, readMultipart } from "../uploads/multipart.ts";
import { answerIdentification } from "./answer.ts";
import { convert, currentRates, formatAmount } from "./currency/rates.ts";
import { enhanceUpload } from "./enhance/service.ts";
import { itemSuggestions } from "./identify/suggestions.ts";
import { classify, classifyUploaded, priceItem, writeCopy } from "./service.ts";

const errors = {
  400: errorSchema,
  401: errorSchema,
  413: errorSchema,
  415: errorSchema,
  422: errorSchema,
  429: errorSchema,
};

function parseFields<T extends z.ZodType>(schema: T, fields: Record<string, string>): z.output<T> {
  const parsed = schema.safeParse(fields);
  if (!parsed.success) throw new HttpError(400, validationMessage(parsed.error.issues as never));
  return parsed.data;
}

export default async function generatorRoutes(app: App) {
  const deps = { db: app.db, config: app.config };
  const tags = ["generator"];

  app.post(
    "/api/classify-image",
    {
      preHandler: requireUser,
      config: USER_LIMITS.classify,
      schema: {
        tags,
        summary: "Identify the item in up to 5 photos (multipart image, additionalImage0..n, condition, hint)",
        consumes: ["multipart/form-data"],
        response: { 200: classifyResponseSchema, ...errors },
      },
    },
    async (request) => {
      const body = await readMultipart(request, app.config.uploads.maxBytes);
      const fields = parseFields(classifyFieldsSchema, body.fields);
      return classify(deps, currentUser(request), orderedPhotos(body), fields);
    },
  );

  app.post(
    "/api/classify-photos",
    {
      preHandler: requireUser,
      config: USER_LIMITS.classify,
      schema: {
        tags,
        summary: "Identify the item in photos already uploaded (POST /api/upload): their URLs, main photo first",
        body: classifyPhotosRequestSchema,
        response: { 200: classifyResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { imageUrls, ...fields } = request.body;
      return classifyUploaded(deps, currentUser(request), imageUrls, fields);
    },
  );

  app.post(
    "/api/identify-answer",
    {
      preHandler: requireUser,
      config: USER_LIMITS.generate,
      schema: {
        tags,
        summary: 'The seller\'s answer to "What is it?" when classify was not sure: the item from their words',
        body: identifyAnswerRequestSchema,
        response: { 200: identifyAnswerResponseSchema, 404: errorSchema, ...errors },
      },
    },
    async (request) => answerIdentification(deps, currentUser(request), request.body),
  );

  app.get(
    "/api/item-suggestions",
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Brands, models and item types matching what the seller types (for "What is it?")',
        querystring: itemSuggestionsQuerySchema,
        response: { 200: itemSuggestionsResponseSchema, ...errors },
      },
    },
    async (request) => itemSuggestions(request.query.q),
  );

  app.post(
    "/api/generate-copy",
    {
      preHandler: requireUser,
      config: USER_LIMITS.generate,
      schema: {
        tags,
        summary: "Titles and description",
        body: generateCopyRequestSchema,
        response: { 200: generateCopyResponseSchema, ...errors },
      },
    },
    async (request) => writeCopy(deps, currentUser(request), request.body),
  );

  app.post(
    "/api/smart-pricing",
    {
      preHandler: requireUser,
      config: USER_LIMITS.generate,
      schema: {
        tags,
        summary: "Quick, market and premium prices in rupees",
        body: smartPricingRequestSchema,
        response: { 200: smartPricingResponseSchema, ...errors },
      },
    },
    async (request) => priceItem({ ...deps, clock: app.clock, log: request.log }, currentUser(request), request.body),
  );

  for (const [path, mode] of [
    ["/api/enhance/upscale", "upscale"],
    ["/api/enhance/blur-background", "blur"],
    ["/api/enhance/combo", "combo"],
  ] as const) {
    app.post(
      path,
      {
        preHandler: requireUser,
        config: USER_LIMITS.enhance,
        schema: {
          tags,
          summary: `Enhance a photo (${mode})`,
          consumes: ["multipart/form-data"],
          response: { 200: enhanceResponseSchema, ...errors },
        },
      },
      async (request) => {
        const body = await readMultipart(request, app.config.uploads.maxBytes);
        const fields = parseFields(enhanceFieldsSchema, body.fields);
        const [photo] = orderedPhotos(body);
        if (!photo) throw new HttpError(400, UPLOAD_ERRORS.missing);
        return enhanceUpload(deps, currentUser(request).id, photo, fields, mode);
      },
    );
  }

  app.post(
    "/api/currency/convert",
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: "Convert an amount",
        body: convertRequestSchema,
        response: { 200: convertResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { amount, fromCurrency, toCurrency } = request.body;
      const result = convert(amount, fromCurrency, toCurrency, await currentRates(app.config));
      if (!result) {
        return {
          success: false,
          convertedAmount: amount,
          formattedAmount: formatAmount(amount, fromCurrency),
          exchangeRate: 1,
          currency: fromCurrency,
        };
      }
      return {
        success: true,
        convertedAmount: result.value,
        formattedAmount: formatAmount(result.value, toCurrency),
        exchangeRate: result.rate,
        currency: toCurrency,
      };
    },
  );

  app.post(
    "/api/currency/convert-pricing",
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: "Convert the three price tiers",
        body: convertPricingRequestSchema,
        response: { 200: convertPricingResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { pricing, fromCurrency, toCurrency } = request.body;
      const rates = await currentRates(app.config);
      const keys = ["quickPrice", "medianPrice", "maxPrice"] as const;
      const converted = keys.map((k) => convert(pricing[k], fromCurrency, toCurrency, rates));
      const ok = converted.every(Boolean);
      const currency = ok ? toCurrency : fromCurrency;
      const values = keys.map((k, i) => (ok ? converted[i]!.value : Math.round(pricing[k])));
      return {
        success: ok,
        convertedPricing: { quickPrice: values[0], medianPrice: values[1], maxPrice: values[2] },
        formattedPricing: {
          quickPrice: formatAmount(values[0], currency),
          medianPrice: formatAmount(values[1], currency),
          maxPrice: formatAmount(values[2], currency),
        },
        exchangeRate: ok ? converted[0]!.rate : 1,
        currency,
      };
    },
  );
}
