CREATE TABLE "view_marks" (
	"day" date NOT NULL,
	"item_table" text NOT NULL,
	"item_id" uuid NOT NULL,
	"visitor" text NOT NULL,
	CONSTRAINT "view_marks_day_item_table_item_id_visitor_pk" PRIMARY KEY("day","item_table","item_id","visitor")
);
--> statement-breakpoint
CREATE TABLE "view_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
