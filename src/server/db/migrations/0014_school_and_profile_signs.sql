CREATE TABLE "profile_signs" (
	"user_id" uuid NOT NULL,
	"sign" text NOT NULL,
	"since" date NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profile_signs_user_id_sign_pk" PRIMARY KEY("user_id","sign")
);
--> statement-breakpoint
CREATE TABLE "school_days" (
	"user_id" uuid NOT NULL,
	"date" date NOT NULL,
	"answer" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "school_days_user_id_date_pk" PRIMARY KEY("user_id","date")
);
--> statement-breakpoint
CREATE TABLE "school_weekdays" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"weekdays" smallint[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "profile_signs" ADD CONSTRAINT "profile_signs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_days" ADD CONSTRAINT "school_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_weekdays" ADD CONSTRAINT "school_weekdays_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;