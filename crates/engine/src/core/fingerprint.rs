//! A fast fingerprint of any serialisable value: its serde data model written as compact
//! tagged bytes into a reused buffer (no text, no number formatting, no escaping), hashed once. A search uses it as a
//! position's identity (two views with the same JSON have the same fingerprint); it is not
//! stable across versions and is never saved (saves use [`state_hash`](super::state_hash)).

use serde::ser::{self, Serialize};
use std::collections::hash_map::DefaultHasher;
use std::fmt;
use std::hash::Hasher;

/// A 64-bit fingerprint of `value`'s serialised form (SipHash with fixed keys: the same on every
/// platform and run). Values whose serialisation fails hash what was fed before the failure.
pub fn fingerprint<T: Serialize + ?Sized>(value: &T) -> u64 {
    thread_local! {
        static BUFFER: std::cell::RefCell<Vec<u8>> = const { std::cell::RefCell::new(Vec::new()) };
    }
    let hash = |buf: &mut Vec<u8>| {
        buf.clear();
        let mut feed = Feed(std::mem::take(buf));
        // A failing Serialize impl (never ours) still yields a usable, if weaker, fingerprint.
        let _ = value.serialize(&mut feed);
        let mut h = DefaultHasher::new();
        h.write(&feed.0);
        *buf = feed.0;
        h.finish()
    };
    // A fingerprint taken inside another's serialisation (never ours) gets its own buffer.
    BUFFER.with(|b| match b.try_borrow_mut() {
        Ok(mut buf) => hash(&mut buf),
        Err(_) => hash(&mut Vec::new()),
    })
}

/// The serializer: every item writes a one-byte tag, then its content, into the buffer.
struct Feed(Vec<u8>);

/// Tags that keep different shapes apart (`None` from `()`, a map from a sequence...).
#[repr(u8)]
enum Tag {
    Bool,
    Int,
    /// An integer beyond i64 (u64 above i64::MAX, 128-bit values): 16 bytes.
    Wide,
    Float,
    Char,
    Str,
    Bytes,
    None,
    Some,
    Unit,
    Variant,
    Newtype,
    Seq,
    SeqEnd,
    Map,
    MapEnd,
    Struct,
}

/// The only error: a value's own `Serialize` impl reported a custom failure.
#[derive(Debug)]
struct FeedError;

impl fmt::Display for FeedError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("the value could not be serialised")
    }
}

impl std::error::Error for FeedError {}

impl ser::Error for FeedError {
    fn custom<T: fmt::Display>(_msg: T) -> Self {
        FeedError
    }
}

impl Feed {
    fn tag(&mut self, t: Tag) {
        self.0.push(t as u8);
    }

    fn len(&mut self, n: usize) {
        self.0.extend_from_slice(&(n as u64).to_le_bytes());
    }

    fn str(&mut self, s: &str) {
        self.tag(Tag::Str);
        self.len(s.len());
        self.0.extend_from_slice(s.as_bytes());
    }
}

type Done = Result<(), FeedError>;

impl ser::Serializer for &mut Feed {
    type Ok = ();
    type Error = FeedError;
    type SerializeSeq = Self;
    type SerializeTuple = Self;
    type SerializeTupleStruct = Self;
    type SerializeTupleVariant = Self;
    type SerializeMap = Self;
    type SerializeStruct = Self;
    type SerializeStructVariant = Self;

    fn serialize_bool(self, v: bool) -> Done {
        self.tag(Tag::Bool);
        self.0.push(u8::from(v));
        Ok(())
    }
    fn serialize_i8(self, v: i8) -> Done {
        self.serialize_i64(i64::from(v))
    }
    fn serialize_i16(self, v: i16) -> Done {
        self.serialize_i64(i64::from(v))
    }
    fn serialize_i32(self, v: i32) -> Done {
        self.serialize_i64(i64::from(v))
    }
    fn serialize_i64(self, v: i64) -> Done {
        // Every integer type hashes alike, as JSON writes them alike.
        self.tag(Tag::Int);
        self.0.extend_from_slice(&v.to_le_bytes());
        Ok(())
    }
    fn serialize_i128(self, v: i128) -> Done {
        match i64::try_from(v) {
            Ok(v) => self.serialize_i64(v),
            Err(_) => {
                self.tag(Tag::Wide);
                self.0.extend_from_slice(&v.to_le_bytes());
                Ok(())
            }
        }
    }
    fn serialize_u8(self, v: u8) -> Done {
        self.serialize_i64(i64::from(v))
    }
    fn serialize_u16(self, v: u16) -> Done {
        self.serialize_i64(i64::from(v))
    }
    fn serialize_u32(self, v: u32) -> Done {
        self.serialize_i64(i64::from(v))
    }
    fn serialize_u64(self, v: u64) -> Done {
        self.serialize_i128(i128::from(v))
    }
    fn serialize_u128(self, v: u128) -> Done {
        match i64::try_from(v) {
            Ok(i) => self.serialize_i64(i),
            Err(_) => {
                self.tag(Tag::Wide);
                self.0.extend_from_slice(&v.to_le_bytes());
                Ok(())
            }
        }
    }
    fn serialize_f32(self, v: f32) -> Done {
        self.serialize_f64(f64::from(v))
    }
    fn serialize_f64(self, v: f64) -> Done {
        self.tag(Tag::Float);
        self.0.extend_from_slice(&v.to_bits().to_le_bytes());
        Ok(())
    }
    fn serialize_char(self, v: char) -> Done {
        self.tag(Tag::Char);
        self.0.extend_from_slice(&u32::from(v).to_le_bytes());
        Ok(())
    }
    fn serialize_str(self, v: &str) -> Done {
        self.str(v);
        Ok(())
    }
    fn serialize_bytes(self, v: &[u8]) -> Done {
        self.tag(Tag::Bytes);
        self.len(v.len());
        self.0.extend_from_slice(v);
        Ok(())
    }
    fn serialize_none(self) -> Done {
        self.tag(Tag::None);
        Ok(())
    }
    fn serialize_some<T: Serialize + ?Sized>(self, value: &T) -> Done {
        self.tag(Tag::Some);
        value.serialize(self)
    }
    fn serialize_unit(self) -> Done {
        self.tag(Tag::Unit);
        Ok(())
    }
    fn serialize_unit_struct(self, _name: &'static str) -> Done {
        self.serialize_unit()
    }
    fn serialize_unit_variant(self, _name: &'static str, _index: u32, variant: &'static str) -> Done {
        self.tag(Tag::Variant);
        self.str(variant);
        Ok(())
    }
    fn serialize_newtype_struct<T: Serialize + ?Sized>(self, _name: &'static str, value: &T) -> Done {
        value.serialize(self)
    }
    fn serialize_newtype_variant<T: Serialize + ?Sized>(
        self,
        _name: &'static str,
        _index: u32,
        variant: &'static str,
        value: &T,
    ) -> Done {
        self.tag(Tag::Newtype);
        self.str(variant);
        value.serialize(self)
    }
    fn serialize_seq(self, _len: Option<usize>) -> Result<Self, FeedError> {
        self.tag(Tag::Seq);
        Ok(self)
    }
    fn serialize_tuple(self, len: usize) -> Result<Self, FeedError> {
        self.serialize_seq(Some(len))
    }
    fn serialize_tuple_struct(self, _name: &'static str, len: usize) -> Result<Self, FeedError> {
        self.serialize_seq(Some(len))
    }
    fn serialize_tuple_variant(
        self,
        _name: &'static str,
        _index: u32,
        variant: &'static str,
        len: usize,
    ) -> Result<Self, FeedError> {
        self.tag(Tag::Newtype);
        self.str(variant);
        self.serialize_seq(Some(len))
    }
    fn serialize_map(self, _len: Option<usize>) -> Result<Self, FeedError> {
        self.tag(Tag::Map);
        Ok(self)
    }
    fn serialize_struct(self, _name: &'static str, _len: usize) -> Result<Self, FeedError> {
        self.tag(Tag::Struct);
        Ok(self)
    }
    fn serialize_struct_variant(
        self,
        _name: &'static str,
        _index: u32,
        variant: &'static str,
        _len: usize,
    ) -> Result<Self, FeedError> {
        self.tag(Tag::Newtype);
        self.str(variant);
        self.tag(Tag::Struct);
        Ok(self)
    }
}

impl ser::SerializeSeq for &mut Feed {
    type Ok = ();
    type Error = FeedError;
    fn serialize_element<T: Serialize + ?Sized>(&mut self, value: &T) -> Done {
        value.serialize(&mut **self)
    }
    fn end(self) -> Done {
        self.tag(Tag::SeqEnd);
        Ok(())
    }
}

impl ser::SerializeTuple for &mut Feed {
    type Ok = ();
    type Error = FeedError;
    fn serialize_element<T: Serialize + ?Sized>(&mut self, value: &T) -> Done {
        value.serialize(&mut **self)
    }
    fn end(self) -> Done {
        self.tag(Tag::SeqEnd);
        Ok(())
    }
}

impl ser::SerializeTupleStruct for &mut Feed {
    type Ok = ();
    type Error = FeedError;
    fn serialize_field<T: Serialize + ?Sized>(&mut self, value: &T) -> Done {
        value.serialize(&mut **self)
    }
    fn end(self) -> Done {
        self.tag(Tag::SeqEnd);
        Ok(())
    }
}

impl ser::SerializeTupleVariant for &mut Feed {
    type Ok = ();
    type Error = FeedError;
    fn serialize_field<T: Serialize + ?Sized>(&mut self, value: &T) -> Done {
        value.serialize(&mut **self)
    }
    fn end(self) -> Done {
        self.tag(Tag::SeqEnd);
        Ok(())
    }
}

impl ser::SerializeMap for &mut Feed {
    type Ok = ();
    type Error = FeedError;
    fn serialize_key<T: Serialize + ?Sized>(&mut self, key: &T) -> Done {
        key.serialize(&mut **self)
    }
    fn serialize_value<T: Serialize + ?Sized>(&mut self, value: &T) -> Done {
        value.serialize(&mut **self)
    }
    fn end(self) -> Done {
        self.tag(Tag::MapEnd);
        Ok(())
    }
}

impl ser::SerializeStruct for &mut Feed {
    type Ok = ();
    type Error = FeedError;
    fn serialize_field<T: Serialize + ?Sized>(&mut self, key: &'static str, value: &T) -> Done {
        self.str(key);
        value.serialize(&mut **self)
    }
    fn end(self) -> Done {
        self.tag(Tag::MapEnd);
        Ok(())
    }
}

impl ser::SerializeStructVariant for &mut Feed {
    type Ok = ();
    type Error = FeedError;
    fn serialize_field<T: Serialize + ?Sized>(&mut self, key: &'static str, value: &T) -> Done {
        self.str(key);
        value.serialize(&mut **self)
    }
    fn end(self) -> Done {
        self.tag(Tag::MapEnd);
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::fingerprint;
    use serde::Serialize;
    use std::collections::BTreeMap;

    #[derive(Serialize)]
    struct Pos {
        a: u8,
        b: Option<Vec<u16>>,
        c: &'static str,
    }

    #[derive(Serialize)]
    enum Shape {
        Unit,
        Wrapped(u8),
        Pair(u8, u8),
        Named { x: u8 },
    }

    #[test]
    fn equal_values_share_a_fingerprint_and_different_ones_do_not() {
        let p = |a, b: Option<Vec<u16>>, c| fingerprint(&Pos { a, b, c });
        assert_eq!(p(1, Some(vec![2, 3]), "x"), p(1, Some(vec![2, 3]), "x"));
        let base = p(1, Some(vec![2, 3]), "x");
        for other in
            [p(2, Some(vec![2, 3]), "x"), p(1, Some(vec![3, 2]), "x"), p(1, None, "x"), p(1, Some(vec![]), "x")]
        {
            assert_ne!(base, other);
        }
        assert_ne!(p(1, Some(vec![2, 3]), "x"), p(1, Some(vec![2, 3]), "y"));
    }

    #[test]
    fn shapes_that_write_the_same_bytes_are_kept_apart() {
        // Sequence boundaries: [[1],[2,3]] and [[1,2],[3]] carry the same numbers in order.
        assert_ne!(fingerprint(&vec![vec![1u8], vec![2, 3]]), fingerprint(&vec![vec![1u8, 2], vec![3]]));
        // Strings: ["ab","c"] against ["a","bc"].
        assert_ne!(fingerprint(&["ab", "c"]), fingerprint(&["a", "bc"]));
        // None against unit, and enum shapes.
        assert_ne!(fingerprint(&Option::<()>::None), fingerprint(&()));
        let shapes = [
            fingerprint(&Shape::Unit),
            fingerprint(&Shape::Wrapped(1)),
            fingerprint(&Shape::Pair(1, 0)),
            fingerprint(&Shape::Named { x: 1 }),
        ];
        for (i, x) in shapes.iter().enumerate() {
            for y in &shapes[i + 1..] {
                assert_ne!(x, y);
            }
        }
        // A map is told from the same entries as a list.
        let map: BTreeMap<u8, u8> = [(1, 2)].into_iter().collect();
        assert_ne!(fingerprint(&map), fingerprint(&[1u8, 2]));
    }

    #[test]
    fn integer_widths_agree_as_json_does() {
        assert_eq!(fingerprint(&7u8), fingerprint(&7i64));
        assert_eq!(fingerprint(&u64::MAX), fingerprint(&u128::from(u64::MAX)));
        assert_ne!(fingerprint(&7u8), fingerprint(&8u8));
    }
}
