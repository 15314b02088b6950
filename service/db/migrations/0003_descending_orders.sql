-- Lists ordered newest first (order_by=-date, -created_at: what the skill asks for) walk these instead of
-- sorting every listed activity: ties still keep the order rows were made in. NULLS LAST as the lists order
-- (missing values last either way), or the planner will not use them.
CREATE INDEX activities_by_date_descending ON activities (user_id, date_at DESC NULLS LAST, seq) INCLUDE (id) WHERE deleted_at IS NULL AND grouped_into IS NULL;
CREATE INDEX activities_by_created_descending ON activities (user_id, created_at DESC NULLS LAST, seq) INCLUDE (id) WHERE deleted_at IS NULL AND grouped_into IS NULL;
