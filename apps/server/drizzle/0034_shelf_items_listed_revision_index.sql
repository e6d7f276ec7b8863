-- From a listed version to its item (decision 029): a keyword found in a few versions, one small publisher's, looks
-- their items up here; without it the join hashed the whole shelf (a seq scan of a million items, 300 ms) to find three.
CREATE INDEX "shelf_items_listed_revision_idx" ON "shelf_items" USING btree ("listed_revision_id");