#!/usr/bin/env python3
"""Writes the save-compatibility fixtures: game saves, table exports and a data folder, made by
an older build's `rampart serve --stdio`, for `crates/engine/tests/compat.rs` to read with this one.

Usage: scripts/make-compat-fixtures.py <path to an older rampart binary> <output folder>

The fixtures in crates/engine/tests/compat/v1 were made with the build of commit 4209f10 (the last
one before Engine v2). Run it again with a later release's binary to pin that release's formats.
"""

import json
import os
import shutil
import subprocess
import sys


def main() -> None:
    binary, out = sys.argv[1], sys.argv[2]
    data_dir = os.path.join(out, "data")
    shutil.rmtree(out, ignore_errors=True)
    os.makedirs(os.path.join(out, "saves"))
    os.makedirs(os.path.join(out, "tables"))
    os.makedirs(data_dir)
    proc = subprocess.Popen(
        [binary, "serve", "--stdio", "--data-dir", data_dir],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    counter = [0]

    def call(op: str, **params):
        counter[0] += 1
        request = {"id": counter[0], "op": op, **params}
        proc.stdin.write(json.dumps(request) + "\n")
        proc.stdin.flush()
        answer = json.loads(proc.stdout.readline())
        if "error" in answer:
            raise SystemExit(f"{op} {params}: {answer['error']}")
        return answer["ok"]

    expected = {"saves": {}, "tables": {}}
    games = [
        ("valeria", {}, 60),
        ("defenders", {}, 60),
        ("pig", {"players": 3, "target": 60, "bonus_cards": True}, 40),
    ]
    for game, config, steps in games:
        for mode in ("play", "assist"):
            view = call("new_game", game=game, config=config, seed=4242, mode=mode)
            session = view["session"]
            call("set_seats", session=session, seats=["bot:heuristic"] * len(view["seats"]))
            if mode == "play":
                call("run_bots", session=session, max_steps=steps)
            else:
                # The table's dice and cards are typed in: the first listed outcome each time.
                for _ in range(steps):
                    legal = call("legal", session=session)
                    if "over" in json.dumps(legal["to_act"]).lower():
                        break
                    if legal.get("chance"):
                        call("chance", session=session, outcome=legal["chance"][0]["outcome"])
                    elif legal.get("actions"):
                        call("bot_move", session=session, bot="heuristic")
                    else:
                        break
            name = f"{game}-{mode}"
            save = call("save", session=session)
            with open(os.path.join(out, "saves", f"{name}.json"), "w") as f:
                json.dump(save, f, indent=1, sort_keys=True)
            expected["saves"][name] = {
                "session": session,
                "hash": call("state_hash", session=session)["hash"],
                "steps": len(save.get("log", [])),
            }

    kinds = [k["id"] for k in call("games")["table_kinds"]]
    for kind in kinds:
        players = ["Ann", "Bo"] if kind == "exiled" else ["Ann", "Bo", "Cy"]
        params = {"kind": kind, "players": players, "name": f"{kind} evening"}
        if kind == "generic":
            params["life"] = 20
        view = call("table_new", **params)
        table = view["table"] if "table" in view else view["id"]
        # A few counter moves, then every enabled rule action once, in order.
        for ctr in [c for c in view.get("counters", []) if isinstance(c, dict)][:4]:
            try:
                view = call("table_op", table=table, change={"type": "adjust", "counter": ctr["id"], "delta": 1})
            except SystemExit:
                pass
        for action in view.get("actions", [])[:6]:
            if action.get("enabled") and action.get("rule") is not None:
                try:
                    view = call("table_op", table=table, change={"type": "rule", "rule": action["rule"]})
                except SystemExit:
                    pass
        call("table_undo", table=table)
        view = call("table_get", table=table)
        export = call("table_export", table=table)
        with open(os.path.join(out, "tables", f"{kind}.json"), "w") as f:
            json.dump(export, f, indent=1, sort_keys=True)
        expected["tables"][kind] = {
            "table": table,
            "counters": {c["id"]: c["value"] for c in view.get("counters", []) if isinstance(c, dict) and "value" in c},
            "history": len(call("table_history", table=table)["entries"]),
        }

    proc.stdin.close()
    proc.wait(timeout=30)
    with open(os.path.join(out, "expected.json"), "w") as f:
        json.dump(expected, f, indent=1, sort_keys=True)


if __name__ == "__main__":
    main()
