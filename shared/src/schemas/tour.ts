// Cities and tours as the API sends them: the contracts' types (@gaido/contracts), which callApi checks
// every answer against. Types only: the schemas are the contracts', bundled where a call uses them.
import type { City as CityContract } from '@gaido/contracts/cities';
import type { LookupCity } from '@gaido/contracts/onboarding';
import type { Tour as TourContract, TourDetail as TourDetailContract } from '@gaido/contracts/tours';
import type * as z from 'zod/mini';

/** A city of the catalogue (GET /cities, GET /cities/{idOrSlug}). */
export type City = z.output<typeof CityContract>;
/** A city as the onboarding lookup returns it (GET /users/onboarding/city). */
export type OnboardingCity = z.output<typeof LookupCity>;

/** A tour as `GET /tours` lists it. Price is `priceAmount`, integer minor units of `currency`. */
export type Tour = z.output<typeof TourContract>;
/** The tour's city as tour payloads carry it: the time zone reads every date and time of the tour. */
export type TourCity = Tour['city'];
export type MeetingPoint = Tour['meetingPoint'];
/** `GET /tours/{id}` and `GET /tours/by-slug/{citySlug}/{tourSlug}`: everything the tour page shows. */
export type TourDetail = z.output<typeof TourDetailContract>;
export type TourGuide = NonNullable<TourDetail['guide']>;
export type ItineraryStop = TourDetail['itinerary'][number];
