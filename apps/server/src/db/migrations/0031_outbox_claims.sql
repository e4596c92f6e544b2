-- Each claim of the outbox marks what it took, so that a sender whose claim committed but whose
-- answer was lost with its connection gives those messages back, rather than leave them leased
-- for ten minutes (decision 116).
ALTER TABLE "outbox_messages" ADD COLUMN "claim" uuid;
