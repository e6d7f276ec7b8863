-- A keyword's deep page read in list order from this index alone (decision 035): 刺梨 page 100 walks ~20,000 entries
-- here instead of fetching them from a 600 MB table, or sorting all 49,000 matches. A plain CREATE INDEX, as the
-- indexes of 0015/0017 (decision 018): reads of news go on during the build, writes wait for it (about 5 s at a
-- million news on this machine).
CREATE INDEX "news_published_text_idx" ON "news" USING btree ("published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"category","title","summary") WHERE "news"."status" = 'published';
