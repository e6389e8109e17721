// The language a person reads in, as their request says: the language switch's cookie, else Korean.
import type { FastifyRequest } from 'fastify';
import { LANGUAGE_COOKIE } from '@shared/page-rendering';

export const requestLanguage = (request: Pick<FastifyRequest, 'cookies'>): 'ko' | 'en' =>
  request.cookies[LANGUAGE_COOKIE] === 'en' ? 'en' : 'ko';
